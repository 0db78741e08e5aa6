import type { Messages } from '../messages';

// German, as German CLI docs say it: Flag, Unterbefehl, Argument; the reader is addressed as "Sie".
export default {
  'accepted-values.default-name': 'zulässige Werte',
  'accepted-values.default-heading': 'Zulässige Werte',
  'accepted-values.open': '{name} öffnen',
  'accepted-values.close': '{name} schließen',
  'accepted-values.empty': 'Keine {name} angegeben.',
  'accepted-values.not-listed':
    '…und {count, plural, one {# weiterer Wert} other {# weitere Werte}}, hier nicht aufgeführt.',

  'card.untitled': 'Ohne Titel',
  'card.new-tab': '(öffnet in einem neuen Tab)',
  'card-grid.empty': '{tag} enthält keine Karten: Fügen Sie {linkCard}- oder {iconCard}-Elemente ein.',

  'cli-reference.commands': '{commands, plural, one {# Befehl} other {# Befehle}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# Befehl} other {# Befehle}}, {topics, plural, one {# Thema} other {# Themen}}',
  'cli-reference.commands-matched': '{matched, number} von {commands, plural, one {# Befehl} other {# Befehlen}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} von {commands, plural, one {# Befehl} other {# Befehlen}}, {matchedTopics, number} von {topics, plural, one {# Thema} other {# Themen}}',
  'cli-reference.source-code': 'Quellcode',
  'cli-reference.issue-tracker': 'Issue-Tracker',
  'cli-reference.spec-file': 'Spezifikationsdatei',
  'cli-reference.description-failed': 'Die Beschreibung kann nicht angezeigt werden: {error}',
  'cli-reference.nav-label': 'Referenz zu {title}',
  'cli-reference.nav-label-untitled': 'Befehlsreferenz',
  'cli-reference.no-script-filter':
    'Mit JavaScript filtert hier ein Feld die Befehle nach Name, Zusammenfassung oder Flag, und jedes Codebeispiel erhält eine Kopierschaltfläche.',
  'cli-reference.filter-placeholder': 'Befehle filtern',
  'cli-reference.filter-label': 'Befehle nach Name, Zusammenfassung oder Flag filtern',
  'cli-reference.command-list': 'Befehlsliste',
  'cli-reference.show-command-list': 'Befehlsliste einblenden',
  'cli-reference.hide-command-list': 'Befehlsliste ausblenden',
  'cli-reference.command-list-failed': 'Die Befehlsliste kann nicht angezeigt werden: {error}',
  'cli-reference.command-list-loading': 'Befehlsliste wird geladen…',
  'cli-reference.no-match': 'Kein Befehl passt.',
  'cli-reference.no-match-filter': 'Kein Befehl passt zu „{filter}“.',
  'cli-reference.no-match-changed': 'Unter den geänderten Befehlen passt keiner.',
  'cli-reference.no-match-filter-changed': 'Unter den geänderten Befehlen passt keiner zu „{filter}“.',
  'cli-reference.clear-filter': 'Filter zurücksetzen',
  'cli-reference.no-commands': 'Diese Spezifikation enthält keine Befehle.',
  'cli-reference.usage': 'Verwendung',
  'cli-reference.arguments': 'Argumente',
  'cli-reference.argument': 'Argument',
  'cli-reference.argument-variadic': 'Argument, eines oder mehrere',
  'cli-reference.flags': 'Flags',
  'cli-reference.subcommands': 'Unterbefehle',
  'cli-reference.exit-codes': 'Exit-Codes',
  'cli-reference.see-also': 'Siehe auch',
  'cli-reference.examples': 'Beispiele',
  'cli-reference.examples-of': 'Beispiele für {command}',
  'cli-reference.response': 'Ausgabe',
  'cli-reference.link-to': 'Link zu {command}',
  'cli-reference.topic': 'Thema: fasst die folgenden Befehle zusammen',
  'cli-reference.aliases': 'Aliasse:',
  'cli-reference.environment': 'Umgebungsvariablen:',
  'cli-reference.also-spelled': 'Auch:',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Nur eines davon angeben:',
  'cli-reference.inherited-flags': 'Geerbte Flags:',
  'cli-reference.inherited-from': 'Von {command}',
  'cli-reference.global-flags-note': 'Akzeptiert außerdem die {link}.',
  'cli-reference.global-flags-link': 'globalen Flags',
  'cli-reference.global-flags': 'Globale Flags',
  'cli-reference.global-flags-summary': 'Diese Flags gelten für jeden Befehl.',
  'cli-reference.global-flags-failed': 'Die globalen Flags können nicht angezeigt werden: {error}',
  'cli-reference.flag-counts': 'Zählend: für mehr wiederholen',
  'cli-reference.flag-repeatable': 'Wiederholbar',
  'cli-reference.flag-persistent': 'Gilt auch für jeden Unterbefehl',
  'cli-reference.flag-inherited': 'Von einem übergeordneten Befehl geerbt',
  'cli-reference.deprecated': 'Veraltet',
  'cli-reference.deprecated-since': 'Veraltet seit {version}',
  'cli-reference.experimental': 'Experimentell',
  'cli-reference.experimental-since': 'Experimentell seit {version}',
  'cli-reference.since': 'Seit {version}',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'Dieser Befehl hat {total, plural, one {# Flag} other {# Flags}}, zu viele, um alle auf einmal zu zeigen: Die ersten {shown, number} werden angezeigt.',
  'cli-reference.more-global-flags':
    'Es gibt {total, plural, one {# globales Flag} other {# globale Flags}}, zu viele, um alle auf einmal zu zeigen: Die ersten {shown, number} werden angezeigt.',
  'cli-reference.more-subcommands':
    'Dieser Befehl hat {total, plural, one {# Unterbefehl} other {# Unterbefehle}}, zu viele, um alle auf einmal zu zeigen: Die ersten {shown, number} werden angezeigt.',
  'cli-reference.more-examples':
    'Dieser Befehl hat {total, plural, one {# Beispiel} other {# Beispiele}}, zu viele, um alle auf einmal zu zeigen: Die ersten {shown, number} werden angezeigt.',
  'cli-reference.show-more': '{count, number} weitere anzeigen',
  'cli-reference.version': 'Version',
  'cli-reference.loading-reference': 'Befehlsreferenz wird geladen…',
  'cli-reference.retry': 'Erneut versuchen',
  'cli-reference.failure-empty': '{tag} hat nichts anzuzeigen.',
  'cli-reference.failure-empty-hint':
    'Geben Sie im Attribut {src} die Adresse einer CLI-Spezifikation an oder in der Eigenschaft {spec} ein Spezifikationsobjekt.',
  'cli-reference.failure-load': '{tag} konnte die Spezifikation nicht laden ({attribute}).',
  'cli-reference.failure-invalid': '{tag} hat eine Spezifikation erhalten, die es nicht anzeigen kann ({attribute}).',
  'cli-reference.failure-versions': '{tag} konnte seine Versionen nicht lesen ({attribute}).',
  'cli-reference.failure-version': '{tag} konnte {version} der Spezifikation nicht laden.',

  'code-block.wrap': 'Zeilen umbrechen',
  'code-block.copied': 'Kopiert',
  'code-block.copied-with-placeholders': 'Mit Platzhaltern kopiert',
  'code-block.lines-not-shown':
    '{count, plural, one {# weitere Zeile wird nicht angezeigt} other {# weitere Zeilen werden nicht angezeigt}}{copy, select, yes {; „Kopieren“ kopiert alle.} other {.}}',
  'code-block.show-secrets': 'Geheimnisse zeigen',
  'code-block.show-hidden-lines':
    '{count, plural, one {# ausgeblendete Zeile zeigen} other {# ausgeblendete Zeilen zeigen}} {first}–{last}',
  'code-block.hide-lines': 'Zeilen {first}–{last} ausblenden',
  'code-block.placeholder': 'Platzhalter: {name}',
  'code-block.type-your': '{name} eingeben',
  'code-block.field-hint-secret':
    'Füllt {name} in jedem Beispiel dieser Seite aus; nur auf dieser Seite gehalten, nie gespeichert.',
  'code-block.field-hint': 'Füllt {name} in jedem Beispiel dieser Seite aus; auf dieser Website gespeichert.',
  'code-block.field-hint-url': 'In einer URL wird es für Sie prozentkodiert.',
  'code-block.no-code': '{tag} enthält keinen Code: Schreiben Sie ihn zwischen die Tags oder in das Attribut {code}.',
  'code-block.unknown-language':
    '{tag}, Attribut {language}: „{name}“ ist keine der hervorgehobenen Sprachen ({languages}), daher wird der Code ohne Farben angezeigt.',

  'copy-button.copy': 'Kopieren',
  'copy-button.copied': 'Kopiert',
  'copy-button.failed': 'Kopieren fehlgeschlagen',
  'copy-button.nothing-to-copy':
    '{tag} hat nichts zu kopieren: Geben Sie ein Attribut {value} an oder ein Attribut {for} mit der ID des Elements, das kopiert werden soll.',
  'copy-button.target-missing':
    '{tag}, Attribut {for}: Im selben Dokument oder Shadow Root gibt es kein Element mit der ID „{id}“.',

  'docs-accordion.empty': '{tag} hat keine {item}-Kinder, daher gibt es nichts anzuzeigen.',
  'docs-accordion.header-missing': 'fehlt: Geben Sie dem Abschnitt mit header="…" einen Titel.',
  'docs-accordion.untitled': 'Abschnitt ohne Titel',

  'docs-callout.note': 'Hinweis',
  'docs-callout.tip': 'Tipp',
  'docs-callout.caution': 'Vorsicht',
  'docs-callout.deprecation': 'Veraltet',
  'docs-callout.warning': 'Warnung',
  'docs-callout.danger': 'Gefahr',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': 'Hinweis schließen',
  'docs-callout.close-tip': 'Tipp schließen',
  'docs-callout.close-caution': 'Vorsichtshinweis schließen',
  'docs-callout.close-deprecation': 'Hinweis zur Veraltung schließen',
  'docs-callout.close-warning': 'Warnung schließen',
  'docs-callout.close-danger': 'Gefahrenhinweis schließen',
  'docs-callout.empty':
    '{tag} ist leer: Schreiben Sie den Text zwischen das öffnende und das schließende Tag oder setzen Sie das Attribut {title}.',

  'param-row.unnamed': '(Parameter ohne Namen)',
  'param-row.type-missing': '(Typ nicht angegeben)',
  'param-row.required': 'Erforderlich',
  'param-row.link-to': 'Link zu {name}',
  'param-row.link-to-unnamed': 'Link zu diesem Parameter',
  'param-row.default': 'Standard: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {Das Attribut {first} fehlt oder ist leer.} other {Die Attribute {first} und {second} fehlen oder sind leer.}}',

  'rate-limit-table.caption': 'Ratenlimits der Auth-API',
  'rate-limit-table.endpoint': 'Endpunkt',
  'rate-limit-table.path': 'Pfad',
  'rate-limit-table.limited-by': 'Begrenzt nach',
  'rate-limit-table.rate-limit': 'Ratenlimit',
  'rate-limit-table.limited-by-combined': 'Alle aufgeführten Pfade zusammen',
  'rate-limit-table.limited-by-last-request': 'Zeit seit der letzten Anfrage',
  'rate-limit-table.limited-by-ip': 'IP-Adresse',
  'rate-limit-table.configurable': 'Konfigurierbar',
  'rate-limit-table.configurable-smtp': 'Konfigurierbar (nur mit eigenem SMTP)',
  'rate-limit-table.measure-with-bursts': '{measure}, kurze Spitzen erlaubt',
  'rate-limit-table.history': 'Verlauf dieses Limits',
  'rate-limit-table.history-from': 'Ab {since, date}',
  'rate-limit-table.history-at-first': 'Anfangs',
  'rate-limit-table.footer-dashboard':
    'Als konfigurierbar markierte Limits werden pro Projekt festgelegt, auf der Seite {link} im Dashboard.',
  'rate-limit-table.footer-dashboard-link': 'Auth-Ratenlimits',
  'rate-limit-table.footer': 'Als konfigurierbar markierte Limits werden pro Projekt im Dashboard festgelegt.',

  'auth-providers.maintained-by': 'Gepflegt von {supporter}',
  'auth-providers.community-maintained': 'Von der Community gepflegt',
  'auth-providers.empty':
    '{type, select, phone {Keine Telefonanbieter (SMS) passen zu diesen Filtern.} other {Keine Anbieter für Social Login passen zu diesen Filtern.}}',
  'auth-providers.dashboard-link':
    'Aktivieren Sie einen Anbieter und fügen Sie seine Schlüssel unter {page} im Dashboard Ihres Projekts ein.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} ist kein {panel} und wird daher nicht angezeigt. Setzen Sie Inhalte in {panel}-Elemente.',
  'persisted-tabs.no-value': '{panel} Nummer {position} hat kein Attribut "value" und wird daher nicht angezeigt.',
  'persisted-tabs.no-value-labelled':
    '{panel} Nummer {position} („{label}“) hat kein Attribut "value" und wird daher nicht angezeigt.',
  'persisted-tabs.repeated-value':
    '{panel} Nummer {position} wiederholt den Wert „{value}“ eines früheren Tabs und wird daher nicht angezeigt. Werte müssen innerhalb einer Tab-Gruppe eindeutig sein.',
  'persisted-tabs.no-label': '{panel} hat kein Attribut "label"; sein Tab zeigt stattdessen den Wert.',
  'persisted-tabs.repeated-label':
    '{panel} hat dasselbe "label" („{label}“) wie {other}; Leser können die Tabs nicht unterscheiden.',
  'persisted-tabs.bad-sticky-offset':
    'Attribut "sticky-offset": „{value}“ ist keine CSS-Länge; verwendet wird {fallback}.',
  'persisted-tabs.bad-restore-delay':
    'Attribut "restore-delay": {value} sind nicht 0 oder mehr Millisekunden; verwendet wird {fallback}.',
  'persisted-tabs.bad-default-active':
    'Attribut "default-active": „{value}“ benennt keinen Tab; verwendet wird „{fallback}“.',
  'persisted-tabs.empty': 'Noch keine Tabs: Setzen Sie {panels}-Elemente in {tag}.',

  'code-block.your-values': 'Ihre Werte:',
  'code-block.project-failed': 'Die Werte Ihres Projekts konnten nicht geladen werden',
  'code-block.no-project': 'Sie haben noch kein Projekt',
  'code-block.project-loading': 'Ihr Projekt wird geladen…',
  'code-block.log-in-hint': '{logIn}, um die URL und den Schlüssel Ihres eigenen Projekts einzusetzen.',
  'code-block.log-in': 'Melden Sie sich an',
  'code-block.pickers-loading': 'Wird geladen…',

  'api-settings.title-url': 'Projekt-URL',
  'api-settings.title-anon-key': 'Anon-Key',
  'api-settings.failure-unexpected': 'Etwas Unerwartetes ist schiefgegangen.',
  'api-settings.failure-unauthorized':
    'Die Plattform hat Ihre Anmeldung nicht akzeptiert. Meist hilft es, sich erneut anzumelden.',
  'api-settings.failure-network': 'Die Plattform ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
  'api-settings.failure-timeout': 'Die Plattform hat zu lange nicht geantwortet.',
  'api-settings.failure-redirect':
    'Die Plattform-API hat mit einer Weiterleitung an eine andere Adresse geantwortet. Ihr wurde nicht gefolgt, Ihre Anmeldung wurde also nicht dorthin gesendet. Versuchen Sie es später erneut.',
  'api-settings.failure-http': 'Die Plattform hat mit einem Fehler geantwortet (HTTP {status}).',
  'api-settings.failure-shape': 'Die Antwort der Plattform hat nicht die Form, die diese Seite erwartet.',
  'api-settings.failure-empty-endpoint':
    'Die Plattform hat für dieses Projekt noch keine Adresse; vielleicht startet es noch.',
  'api-settings.failure-invalid-endpoint':
    'Die Plattform hat diesem Projekt eine Adresse gegeben, die kein gültiger Hostname ist, daher wird keine URL angezeigt.',
  'api-settings.unusable-meta':
    '{meta} der Seite: „{value}“ {reason}, daher kann „{noun}“ nicht geladen werden, und es wird keine Anfrage gesendet.',
  'api-settings.unusable-attribute':
    '{tag}, Attribut {attribute}: „{value}“ {reason}, daher kann „{noun}“ nicht geladen werden, und es wird keine Anfrage gesendet.',
  'api-settings.refused-base':
    '{tag}, Attribut {attribute}: „{value}“ liegt nicht am API-Ursprung der Seite und wird daher ignoriert: Ihre Anmeldung wird nur an {apiBase} gesendet.',
  'api-settings.organizations-unlisted':
    'Ihre Organisationen konnten nicht aufgelistet werden, daher werden Ihre Projekte ohne sie angezeigt.',
  'api-settings.try-again': 'Erneut versuchen',
  'api-settings.logged-out': 'Um „{noun}“ zu erhalten, {logIn}.',
  'api-settings.log-in': 'melden Sie sich an',
  'api-settings.data-error': 'Ihre Projekte konnten nicht geladen werden, daher sind die Auswahlfelder deaktiviert.',
  'api-settings.no-projects':
    'Sie haben noch keine Projekte. {createProject} Sie im Dashboard eines, um „{noun}“ zu erhalten.',
  'api-settings.create-project': 'Erstellen',
  'api-settings.branches-error':
    'Die Branches von {project} konnten nicht geladen werden, daher kann kein Branch gewählt werden, und „{noun}“ wird nicht angezeigt.',
  'api-settings.branches-error-unnamed':
    'Die Branches dieses Projekts konnten nicht geladen werden, daher kann kein Branch gewählt werden, und „{noun}“ wird nicht angezeigt.',
  'api-settings.value-error': '„{noun}“ konnte nicht geladen werden.',
  'api-settings.copy-from-dashboard': 'Sie können „{noun}“ auch aus {dashboard} kopieren.',
  'api-settings.dashboard': 'dem Dashboard',
  'api-settings.loading': 'Wird geladen…',
  'api-settings.copy': 'Kopieren',
  'api-settings.copy-by-hand': 'Der Text ist markiert: Drücken Sie Strg+C (⌘C auf dem Mac), um ihn zu kopieren.',
  'api-settings.fallback': 'Ihre API-Einstellungen können nicht angezeigt werden. Sie finden sie in {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Branch} other {Projekt}}',
  'api-settings.picker-choose': '{noun, select, branch {Branch auswählen…} other {Projekt auswählen…}}',
  'api-settings.picker-none': '{noun, select, branch {Kein Branch gefunden} other {Kein Projekt gefunden}}',
  'api-settings.picker-search': '{noun, select, branch {Branch suchen} other {Projekt suchen}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {Branch suchen…} other {Projekt suchen…}}',
  'api-settings.picker-choices': '{noun, select, branch {Branches zur Auswahl} other {Projekte zur Auswahl}}',
  'api-settings.production': 'Produktion',
  'api-settings.preview': 'Vorschau',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, Attribut {attribute}: {problem}',
  'runtime.not-one-of': '„{value}“ ist keiner der Werte {values}.',
  'runtime.not-one-of-using': '„{value}“ ist keiner der Werte {values}. Verwendet wird „{fallback}“.',
  'runtime.not-a-number': 'Zahl erwartet, erhalten: „{value}“.',
  'runtime.not-json': 'ist kein gültiges JSON ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {Eigenschaft} other {Attribut}} {name}:',
  'runtime.failed': '{tag} kann nicht angezeigt werden: {error}',

  'sms-warning.heading': 'SMS-Kosten im Griff behalten',

  'session-warning.heading': 'Vertrauen Sie auf dem Server nie einer gespeicherten Sitzung',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'ist leer',
  'api-settings.reason-no-scheme': 'hat kein Schema; schreiben Sie https://…',
  'api-settings.reason-not-http': 'ist keine http(s)-URL',
  'api-settings.reason-credentials': 'darf keinen Benutzernamen und kein Passwort enthalten',

  'project-setup.create-project': 'Projekt erstellen',
  'project-setup.set-up-schema': 'Datenbankschema einrichten',
  'project-setup.get-api-values': 'API-URL und Key abrufen',
  'project-setup.schema-tabs': 'Wo das Schema eingerichtet wird',
  'project-setup.tab-dashboard': 'Dashboard',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Spalte',
  'project-setup.column-type': 'Typ',
  'project-setup.column-settings': 'Einstellungen',

  'code-exchange-guide.sign-in-heading': 'Die Anmeldung auf Ihre Callback-Route leiten',
  'code-exchange-guide.next-heading': 'In next nur Pfade derselben Website annehmen',
  'code-exchange-guide.exchange-heading': 'Den Code gegen eine Sitzung tauschen',
  'code-exchange-guide.error-page-heading': 'Die Fehlerseite hinzufügen',
  'code-exchange-guide.framework-tabs': 'Framework',
  'code-exchange-guide.environment-tabs': 'Wo der Austausch läuft',
  'code-exchange-guide.tab-server': 'Server',
  'code-exchange-guide.tab-client': 'Client',
} satisfies Messages;
