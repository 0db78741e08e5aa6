import type { Messages } from '../messages';

// Spanish, as Spanish CLI docs say it: opción (for a flag), subcomando, argumento; the reader is "tú".
export default {
  'accepted-values.default-name': 'valores aceptados',
  'accepted-values.default-heading': 'Valores aceptados',
  'accepted-values.open': 'Mostrar {name}',
  'accepted-values.close': 'Ocultar {name}',
  'accepted-values.empty': 'No se indican {name}.',
  'accepted-values.not-listed':
    '…y {count, plural, one {# valor más, que no se muestra aquí} other {# valores más, que no se muestran aquí}}.',

  'card.untitled': 'Sin título',
  'card.new-tab': '(se abre en una pestaña nueva)',
  'card-grid.empty': '{tag} no tiene tarjetas: pon elementos {linkCard} o {iconCard} dentro.',

  'cli-reference.commands': '{commands, plural, one {# comando} other {# comandos}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# comando} other {# comandos}}, {topics, plural, one {# tema} other {# temas}}',
  'cli-reference.commands-matched': '{matched, number} de {commands, plural, one {# comando} other {# comandos}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} de {commands, plural, one {# comando} other {# comandos}}, {matchedTopics, number} de {topics, plural, one {# tema} other {# temas}}',
  'cli-reference.source-code': 'Código fuente',
  'cli-reference.issue-tracker': 'Seguimiento de incidencias',
  'cli-reference.spec-file': 'Archivo de especificación',
  'cli-reference.description-failed': 'No se puede mostrar la descripción: {error}',
  'cli-reference.nav-label': 'Referencia de {title}',
  'cli-reference.nav-label-untitled': 'Referencia de comandos',
  'cli-reference.no-script-filter':
    'Con JavaScript activado, aquí un cuadro filtra los comandos por nombre, resumen u opción, y cada ejemplo de código tiene un botón para copiarlo.',
  'cli-reference.filter-placeholder': 'Filtrar comandos',
  'cli-reference.filter-label': 'Filtrar comandos por nombre, resumen u opción',
  'cli-reference.command-list': 'Lista de comandos',
  'cli-reference.show-command-list': 'Mostrar la lista de comandos',
  'cli-reference.hide-command-list': 'Ocultar la lista de comandos',
  'cli-reference.command-list-failed': 'No se puede mostrar la lista de comandos: {error}',
  'cli-reference.command-list-loading': 'Cargando la lista de comandos…',
  'cli-reference.no-match': 'Ningún comando coincide.',
  'cli-reference.no-match-filter': 'Ningún comando coincide con «{filter}».',
  'cli-reference.no-match-changed': 'Ningún comando modificado coincide.',
  'cli-reference.no-match-filter-changed': 'Ningún comando modificado coincide con «{filter}».',
  'cli-reference.clear-filter': 'Borrar el filtro',
  'cli-reference.no-commands': 'Esta especificación no incluye comandos.',
  'cli-reference.usage': 'Uso',
  'cli-reference.arguments': 'Argumentos',
  'cli-reference.argument': 'argumento',
  'cli-reference.argument-variadic': 'argumento, uno o más',
  'cli-reference.flags': 'Opciones',
  'cli-reference.subcommands': 'Subcomandos',
  'cli-reference.exit-codes': 'Códigos de salida',
  'cli-reference.see-also': 'Véase también',
  'cli-reference.examples': 'Ejemplos',
  'cli-reference.examples-of': 'Ejemplos de {command}',
  'cli-reference.response': 'Salida',
  'cli-reference.link-to': 'Enlace a {command}',
  'cli-reference.topic': 'Tema: agrupa los comandos siguientes',
  'cli-reference.aliases': 'Alias:',
  'cli-reference.environment': 'Variables de entorno:',
  'cli-reference.also-spelled': 'También:',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Usa solo una de',
  'cli-reference.inherited-flags': 'Opciones heredadas:',
  'cli-reference.inherited-from': 'De {command}',
  'cli-reference.global-flags-note': 'También acepta las {link}.',
  'cli-reference.global-flags-link': 'opciones globales',
  'cli-reference.global-flags': 'Opciones globales',
  'cli-reference.global-flags-summary': 'Estas opciones funcionan con todos los comandos.',
  'cli-reference.global-flags-failed': 'No se pueden mostrar las opciones globales: {error}',
  'cli-reference.flag-counts': 'Acumulativa: repítela para aumentar',
  'cli-reference.flag-repeatable': 'Repetible',
  'cli-reference.flag-persistent': 'También para cada subcomando',
  'cli-reference.flag-inherited': 'Heredada de un comando superior',
  'cli-reference.deprecated': 'Obsoleto',
  'cli-reference.deprecated-since': 'Obsoleto desde {version}',
  'cli-reference.experimental': 'Experimental',
  'cli-reference.experimental-since': 'Experimental desde {version}',
  'cli-reference.since': 'Desde {version}',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'Este comando tiene {total, plural, one {# opción} other {# opciones}}, demasiadas para mostrarlas todas a la vez: se muestran las primeras {shown, number}.',
  'cli-reference.more-global-flags':
    'Hay {total, plural, one {# opción global} other {# opciones globales}}, demasiadas para mostrarlas todas a la vez: se muestran las primeras {shown, number}.',
  'cli-reference.more-subcommands':
    'Este comando tiene {total, plural, one {# subcomando} other {# subcomandos}}, demasiados para mostrarlos todos a la vez: se muestran los primeros {shown, number}.',
  'cli-reference.more-examples':
    'Este comando tiene {total, plural, one {# ejemplo} other {# ejemplos}}, demasiados para mostrarlos todos a la vez: se muestran los primeros {shown, number}.',
  'cli-reference.show-more': 'Mostrar {count, number} más',
  'cli-reference.version': 'Versión',
  'cli-reference.loading-reference': 'Cargando la referencia de comandos…',
  'cli-reference.retry': 'Reintentar',
  'cli-reference.failure-empty': '{tag} no tiene nada que mostrar.',
  'cli-reference.failure-empty-hint':
    'Indica la dirección de una especificación de CLI en el atributo {src}, o un objeto de especificación en la propiedad {spec}.',
  'cli-reference.failure-load': '{tag} no pudo cargar la especificación ({attribute}).',
  'cli-reference.failure-invalid': '{tag} recibió una especificación que no puede mostrar ({attribute}).',
  'cli-reference.failure-versions': '{tag} no pudo leer sus versiones ({attribute}).',
  'cli-reference.failure-version': '{tag} no pudo cargar la versión {version} de la especificación.',

  'code-block.wrap': 'Ajustar líneas',
  'code-block.copied': 'Copiado',
  'code-block.copied-with-placeholders': 'Copiado con marcadores',
  'code-block.lines-not-shown':
    '{count, plural, one {No se muestra # línea más} other {No se muestran # líneas más}}{copy, select, yes {; «Copiar» las copia todas.} other {.}}',
  'code-block.show-secrets': 'Mostrar secretos',
  'code-block.show-hidden-lines':
    '{count, plural, one {Mostrar # línea oculta} other {Mostrar # líneas ocultas}} {first}–{last}',
  'code-block.hide-lines': 'Ocultar las líneas {first}–{last}',
  'code-block.placeholder': 'marcador: {name}',
  'code-block.type-your': 'Escribe: {name}',
  'code-block.field-hint-secret':
    'Rellena {name} en cada ejemplo de esta página; solo se guarda en esta página, nunca se almacena.',
  'code-block.field-hint': 'Rellena {name} en cada ejemplo de esta página; se recuerda en este sitio.',
  'code-block.field-hint-url': 'En una URL se codifica por ti.',
  'code-block.no-code': '{tag} no tiene código: escríbelo entre las etiquetas o en el atributo {code}.',
  'code-block.unknown-language':
    '{tag}, atributo {language}: «{name}» no es uno de los lenguajes resaltados ({languages}), así que el código se muestra sin colores.',

  'copy-button.copy': 'Copiar',
  'copy-button.copied': 'Copiado',
  'copy-button.failed': 'No se pudo copiar',
  'copy-button.nothing-to-copy':
    '{tag} no tiene nada que copiar: dale un atributo {value}, o un atributo {for} con el id del elemento que se copiará.',
  'copy-button.target-missing':
    '{tag}, atributo {for}: no hay ningún elemento con id «{id}» en el mismo documento o raíz de sombra.',

  'docs-accordion.empty': '{tag} no tiene hijos {item}, así que no hay nada que mostrar.',
  'docs-accordion.header-missing': 'falta: da un título a la sección con header="…".',
  'docs-accordion.untitled': 'Sección sin título',

  'docs-callout.note': 'Nota',
  'docs-callout.tip': 'Consejo',
  'docs-callout.caution': 'Precaución',
  'docs-callout.deprecation': 'Obsoleto',
  'docs-callout.warning': 'Advertencia',
  'docs-callout.danger': 'Peligro',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': 'Cerrar la nota',
  'docs-callout.close-tip': 'Cerrar el consejo',
  'docs-callout.close-caution': 'Cerrar la precaución',
  'docs-callout.close-deprecation': 'Cerrar el aviso de obsolescencia',
  'docs-callout.close-warning': 'Cerrar la advertencia',
  'docs-callout.close-danger': 'Cerrar el aviso de peligro',
  'docs-callout.empty':
    '{tag} está vacío: escribe su texto entre las etiquetas de apertura y cierre, o define el atributo {title}.',

  'param-row.unnamed': '(parámetro sin nombre)',
  'param-row.type-missing': '(tipo no indicado)',
  'param-row.required': 'Obligatorio',
  'param-row.link-to': 'Enlace a {name}',
  'param-row.link-to-unnamed': 'Enlace a este parámetro',
  'param-row.default': 'Predeterminado: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {el atributo {first} falta o está vacío.} other {los atributos {first} y {second} faltan o están vacíos.}}',

  'rate-limit-table.caption': 'Límites de frecuencia de la API de Auth',
  'rate-limit-table.endpoint': 'Endpoint',
  'rate-limit-table.path': 'Ruta',
  'rate-limit-table.limited-by': 'Limitado por',
  'rate-limit-table.rate-limit': 'Límite',
  'rate-limit-table.limited-by-combined': 'Todas las rutas indicadas en conjunto',
  'rate-limit-table.limited-by-last-request': 'Tiempo desde la última solicitud',
  'rate-limit-table.limited-by-ip': 'Dirección IP',
  'rate-limit-table.configurable': 'Configurable',
  'rate-limit-table.configurable-smtp': 'Configurable (solo con SMTP propio)',
  'rate-limit-table.measure-with-bursts': '{measure}, con ráfagas cortas permitidas',
  'rate-limit-table.history': 'Historial de este límite',
  'rate-limit-table.history-from': 'Desde el {since, date}',
  'rate-limit-table.history-at-first': 'Al principio',
  'rate-limit-table.footer-dashboard':
    'Los límites marcados como configurables se fijan por proyecto, en la página {link} del panel.',
  'rate-limit-table.footer-dashboard-link': 'Límites de frecuencia de Auth',
  'rate-limit-table.footer': 'Los límites marcados como configurables se fijan por proyecto en el panel.',

  'auth-providers.maintained-by': 'Mantenido por {supporter}',
  'auth-providers.community-maintained': 'Mantenido por la comunidad',
  'auth-providers.empty':
    '{type, select, phone {Ningún proveedor de teléfono (SMS) coincide con estos filtros.} other {Ningún proveedor de inicio de sesión social coincide con estos filtros.}}',
  'auth-providers.dashboard-link': 'Activa un proveedor y pega sus claves en {page}, en el panel de tu proyecto.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} no es un {panel}, así que no se muestra. Pon el contenido dentro de elementos {panel}.',
  'persisted-tabs.no-value': 'el {panel} número {position} no tiene el atributo "value", así que no se muestra.',
  'persisted-tabs.no-value-labelled':
    'el {panel} número {position} («{label}») no tiene el atributo "value", así que no se muestra.',
  'persisted-tabs.repeated-value':
    'el {panel} número {position} repite el valor «{value}» de una pestaña anterior, así que no se muestra. Los valores deben ser únicos dentro de un grupo de pestañas.',
  'persisted-tabs.no-label': '{panel} no tiene el atributo "label"; su pestaña muestra el valor en su lugar.',
  'persisted-tabs.repeated-label':
    '{panel} tiene el mismo "label" («{label}») que {other}; los lectores no pueden distinguir las pestañas.',
  'persisted-tabs.bad-sticky-offset': 'atributo "sticky-offset": «{value}» no es una longitud CSS; se usa {fallback}.',
  'persisted-tabs.bad-restore-delay':
    'atributo "restore-delay": {value} no son 0 milisegundos o más; se usa {fallback}.',
  'persisted-tabs.bad-default-active':
    'atributo "default-active": «{value}» no nombra ninguna pestaña; se usa «{fallback}».',
  'persisted-tabs.empty': 'Todavía no hay pestañas: pon elementos {panels} dentro de {tag}.',

  'code-block.your-values': 'Tus valores:',
  'code-block.project-failed': 'No se pudieron cargar los valores de tu proyecto',
  'code-block.no-project': 'Todavía no tienes ningún proyecto',
  'code-block.project-loading': 'Cargando tu proyecto…',
  'code-block.log-in-hint': '{logIn} para rellenar la URL y la clave de tu propio proyecto.',
  'code-block.log-in': 'Inicia sesión',
  'code-block.pickers-loading': 'Cargando…',

  'api-settings.title-url': 'URL del proyecto',
  'api-settings.title-anon-key': 'Clave anon',
  'api-settings.failure-unexpected': 'Algo inesperado salió mal.',
  'api-settings.failure-unauthorized':
    'La plataforma no aceptó tu inicio de sesión. Volver a iniciar sesión suele solucionarlo.',
  'api-settings.failure-network': 'No se pudo conectar con la plataforma. Comprueba tu conexión.',
  'api-settings.failure-timeout': 'La plataforma tardó demasiado en responder.',
  'api-settings.failure-redirect':
    'La API de la plataforma respondió con una redirección a otra dirección. No se siguió, así que tu sesión no se envió allí. Inténtalo de nuevo más tarde.',
  'api-settings.failure-http': 'La plataforma respondió con un error (HTTP {status}).',
  'api-settings.failure-shape': 'La respuesta de la plataforma no tiene la forma que espera esta página.',
  'api-settings.failure-empty-endpoint':
    'La plataforma aún no tiene una dirección para este proyecto; puede que todavía se esté iniciando.',
  'api-settings.failure-invalid-endpoint':
    'La plataforma dio a este proyecto una dirección que no es un nombre de host válido, así que no se muestra ninguna URL.',
  'api-settings.unusable-meta':
    '{meta} de la página: «{value}» {reason}, así que no se puede cargar tu {noun} y no se hace ninguna solicitud.',
  'api-settings.unusable-attribute':
    '{tag}, atributo {attribute}: «{value}» {reason}, así que no se puede cargar tu {noun} y no se hace ninguna solicitud.',
  'api-settings.refused-base':
    '{tag}, atributo {attribute}: «{value}» no está en el origen de la API de la página, así que se ignora: tu sesión solo se envía a {apiBase}.',
  'api-settings.organizations-unlisted':
    'No se pudieron listar tus organizaciones, así que tus proyectos se muestran sin ellas.',
  'api-settings.try-again': 'Reintentar',
  'api-settings.logged-out': 'Para obtener tu {noun}, {logIn}.',
  'api-settings.log-in': 'inicia sesión',
  'api-settings.data-error': 'No se pudieron cargar tus proyectos, así que los selectores están desactivados.',
  'api-settings.no-projects': 'Todavía no tienes proyectos. {createProject} en el panel para obtener tu {noun}.',
  'api-settings.create-project': 'Crea un proyecto',
  'api-settings.branches-error':
    'No se pudieron cargar las ramas de {project}, así que no se puede elegir ninguna rama y no se muestra tu {noun}.',
  'api-settings.branches-error-unnamed':
    'No se pudieron cargar las ramas de este proyecto, así que no se puede elegir ninguna rama y no se muestra tu {noun}.',
  'api-settings.value-error': 'No se pudo cargar tu {noun}.',
  'api-settings.copy-from-dashboard': 'También puedes copiar tu {noun} desde {dashboard}.',
  'api-settings.dashboard': 'el panel',
  'api-settings.loading': 'Cargando…',
  'api-settings.copy': 'Copiar',
  'api-settings.copy-by-hand': 'El texto está seleccionado: pulsa Ctrl+C (⌘C en un Mac) para copiarlo.',
  'api-settings.fallback': 'No se pudo mostrar tu configuración de la API. Puedes obtenerla en {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Rama} other {Proyecto}}',
  'api-settings.picker-choose': '{noun, select, branch {Selecciona una rama…} other {Selecciona un proyecto…}}',
  'api-settings.picker-none':
    '{noun, select, branch {No se encontró ninguna rama} other {No se encontró ningún proyecto}}',
  'api-settings.picker-search': '{noun, select, branch {Buscar rama} other {Buscar proyecto}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {Buscar rama…} other {Buscar proyecto…}}',
  'api-settings.picker-choices': '{noun, select, branch {Ramas disponibles} other {Proyectos disponibles}}',
  'api-settings.production': 'Producción',
  'api-settings.preview': 'Vista previa',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, atributo {attribute}: {problem}',
  'runtime.not-one-of': '«{value}» no es ninguno de {values}.',
  'runtime.not-one-of-using': '«{value}» no es ninguno de {values}. Se usa «{fallback}».',
  'runtime.not-a-number': 'se esperaba un número y se recibió «{value}».',
  'runtime.not-json': 'no es JSON válido ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {propiedad} other {atributo}} {name}:',
  'runtime.failed': '{tag} no se puede mostrar: {error}',

  'sms-warning.heading': 'Mantén bajo control los costes de SMS',

  'session-warning.heading': 'No confíes nunca en una sesión almacenada en el servidor',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'está vacío',
  'api-settings.reason-no-scheme': 'no tiene esquema; escribe https://…',
  'api-settings.reason-not-http': 'no es una URL http(s)',
  'api-settings.reason-credentials': 'no debe contener un nombre de usuario ni una contraseña',

  'project-setup.create-project': 'Crear un proyecto',
  'project-setup.set-up-schema': 'Configurar el esquema de la base de datos',
  'project-setup.get-api-values': 'Obtener la URL y la clave de la API',
  'project-setup.schema-tabs': 'Dónde configurar el esquema',
  'project-setup.tab-dashboard': 'Panel',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Columna',
  'project-setup.column-type': 'Tipo',
  'project-setup.column-settings': 'Configuración',

  'code-exchange-guide.sign-in-heading': 'Dirigir el inicio de sesión a tu ruta de callback',
  'code-exchange-guide.next-heading': 'Aceptar en next solo rutas del mismo sitio',
  'code-exchange-guide.exchange-heading': 'Canjear el código por una sesión',
  'code-exchange-guide.error-page-heading': 'Añadir la página de error',
  'code-exchange-guide.framework-tabs': 'Framework',
  'code-exchange-guide.environment-tabs': 'Dónde se hace el canje',
  'code-exchange-guide.tab-server': 'Servidor',
  'code-exchange-guide.tab-client': 'Cliente',
} satisfies Messages;
