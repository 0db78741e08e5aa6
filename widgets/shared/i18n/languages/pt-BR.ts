import type { Messages } from '../messages';

// Brazilian Portuguese, as its CLI docs say it: flag, subcomando, argumento; the reader is "você".
export default {
  'accepted-values.default-name': 'valores aceitos',
  'accepted-values.default-heading': 'Valores aceitos',
  'accepted-values.open': 'Mostrar {name}',
  'accepted-values.close': 'Ocultar {name}',
  'accepted-values.empty': 'Nenhum item em {name}.',
  'accepted-values.not-listed':
    '…e mais {count, plural, one {# valor, não listado aqui} other {# valores, não listados aqui}}.',

  'card.untitled': 'Sem título',
  'card.new-tab': '(abre em uma nova aba)',
  'card-grid.empty': '{tag} não tem cartões: coloque elementos {linkCard} ou {iconCard} dentro dele.',

  'cli-reference.commands': '{commands, plural, one {# comando} other {# comandos}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# comando} other {# comandos}}, {topics, plural, one {# tópico} other {# tópicos}}',
  'cli-reference.commands-matched': '{matched, number} de {commands, plural, one {# comando} other {# comandos}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} de {commands, plural, one {# comando} other {# comandos}}, {matchedTopics, number} de {topics, plural, one {# tópico} other {# tópicos}}',
  'cli-reference.source-code': 'Código-fonte',
  'cli-reference.issue-tracker': 'Rastreador de issues',
  'cli-reference.spec-file': 'Arquivo de especificação',
  'cli-reference.description-failed': 'Não foi possível exibir a descrição: {error}',
  'cli-reference.nav-label': 'Referência de {title}',
  'cli-reference.nav-label-untitled': 'Referência de comandos',
  'cli-reference.no-script-filter':
    'Com o JavaScript ativado, uma caixa aqui filtra os comandos por nome, resumo ou flag, e cada exemplo de código ganha um botão de copiar.',
  'cli-reference.filter-placeholder': 'Filtrar comandos',
  'cli-reference.filter-label': 'Filtrar comandos por nome, resumo ou flag',
  'cli-reference.command-list': 'Lista de comandos',
  'cli-reference.show-command-list': 'Mostrar a lista de comandos',
  'cli-reference.hide-command-list': 'Ocultar a lista de comandos',
  'cli-reference.command-list-failed': 'Não foi possível exibir a lista de comandos: {error}',
  'cli-reference.command-list-loading': 'Carregando a lista de comandos…',
  'cli-reference.no-match': 'Nenhum comando corresponde.',
  'cli-reference.no-match-filter': 'Nenhum comando corresponde a “{filter}”.',
  'cli-reference.no-match-changed': 'Nenhum comando alterado corresponde.',
  'cli-reference.no-match-filter-changed': 'Nenhum comando alterado corresponde a “{filter}”.',
  'cli-reference.clear-filter': 'Limpar o filtro',
  'cli-reference.no-commands': 'Esta especificação não lista nenhum comando.',
  'cli-reference.usage': 'Uso',
  'cli-reference.arguments': 'Argumentos',
  'cli-reference.argument': 'argumento',
  'cli-reference.argument-variadic': 'argumento, um ou mais',
  'cli-reference.flags': 'Flags',
  'cli-reference.subcommands': 'Subcomandos',
  'cli-reference.exit-codes': 'Códigos de saída',
  'cli-reference.see-also': 'Veja também',
  'cli-reference.examples': 'Exemplos',
  'cli-reference.examples-of': 'Exemplos de {command}',
  'cli-reference.response': 'Saída',
  'cli-reference.link-to': 'Link para {command}',
  'cli-reference.topic': 'Tópico: agrupa os comandos abaixo',
  'cli-reference.aliases': 'Aliases:',
  'cli-reference.environment': 'Variáveis de ambiente:',
  'cli-reference.also-spelled': 'Também:',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Use apenas uma de',
  'cli-reference.inherited-flags': 'Flags herdadas:',
  'cli-reference.inherited-from': 'De {command}',
  'cli-reference.global-flags-note': 'Também aceita as {link}.',
  'cli-reference.global-flags-link': 'flags globais',
  'cli-reference.global-flags': 'Flags globais',
  'cli-reference.global-flags-summary': 'Estas flags funcionam com todos os comandos.',
  'cli-reference.global-flags-failed': 'Não foi possível exibir as flags globais: {error}',
  'cli-reference.flag-counts': 'Cumulativa: repita para aumentar',
  'cli-reference.flag-repeatable': 'Repetível',
  'cli-reference.flag-persistent': 'Vale também para cada subcomando',
  'cli-reference.flag-inherited': 'Herdada de um comando pai',
  'cli-reference.deprecated': 'Obsoleto',
  'cli-reference.deprecated-since': 'Obsoleto desde {version}',
  'cli-reference.experimental': 'Experimental',
  'cli-reference.experimental-since': 'Experimental desde {version}',
  'cli-reference.since': 'Desde {version}',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'Este comando tem {total, plural, one {# flag} other {# flags}}, demais para mostrar de uma vez: as primeiras {shown, number} são exibidas.',
  'cli-reference.more-global-flags':
    'Há {total, plural, one {# flag global} other {# flags globais}}, demais para mostrar de uma vez: as primeiras {shown, number} são exibidas.',
  'cli-reference.more-subcommands':
    'Este comando tem {total, plural, one {# subcomando} other {# subcomandos}}, demais para mostrar de uma vez: os primeiros {shown, number} são exibidos.',
  'cli-reference.more-examples':
    'Este comando tem {total, plural, one {# exemplo} other {# exemplos}}, demais para mostrar de uma vez: os primeiros {shown, number} são exibidos.',
  'cli-reference.show-more': 'Mostrar mais {count, number}',
  'cli-reference.version': 'Versão',
  'cli-reference.loading-reference': 'Carregando a referência de comandos…',
  'cli-reference.retry': 'Tentar novamente',
  'cli-reference.failure-empty': '{tag} não tem nada para mostrar.',
  'cli-reference.failure-empty-hint':
    'Informe o endereço de uma especificação de CLI no atributo {src}, ou um objeto de especificação na propriedade {spec}.',
  'cli-reference.failure-load': '{tag} não conseguiu carregar a especificação ({attribute}).',
  'cli-reference.failure-invalid': '{tag} recebeu uma especificação que não consegue mostrar ({attribute}).',
  'cli-reference.failure-versions': '{tag} não conseguiu ler suas versões ({attribute}).',
  'cli-reference.failure-version': '{tag} não conseguiu carregar a versão {version} da especificação.',

  'code-block.wrap': 'Quebrar linhas',
  'code-block.copied': 'Copiado',
  'code-block.copied-with-placeholders': 'Copiado com marcadores',
  'code-block.lines-not-shown':
    '{count, plural, one {Mais # linha não é exibida} other {Mais # linhas não são exibidas}}{copy, select, yes {; “Copiar” copia todas.} other {.}}',
  'code-block.show-secrets': 'Mostrar segredos',
  'code-block.show-hidden-lines':
    '{count, plural, one {Mostrar # linha oculta} other {Mostrar # linhas ocultas}} {first}–{last}',
  'code-block.hide-lines': 'Ocultar as linhas {first}–{last}',
  'code-block.placeholder': 'marcador: {name}',
  'code-block.type-your': 'Digite: {name}',
  'code-block.field-hint-secret':
    'Preenche {name} em todos os exemplos desta página; fica só nesta página, nunca é salvo.',
  'code-block.field-hint': 'Preenche {name} em todos os exemplos desta página; lembrado neste site.',
  'code-block.field-hint-url': 'Em uma URL, ele é codificado para você.',
  'code-block.no-code': '{tag} não tem código: escreva-o entre as tags ou no atributo {code}.',
  'code-block.unknown-language':
    '{tag}, atributo {language}: “{name}” não é uma das linguagens destacadas ({languages}), então o código é exibido sem cores.',

  'copy-button.copy': 'Copiar',
  'copy-button.copied': 'Copiado',
  'copy-button.failed': 'Falha ao copiar',
  'copy-button.nothing-to-copy':
    '{tag} não tem nada para copiar: dê a ele um atributo {value}, ou um atributo {for} com o id do elemento a copiar.',
  'copy-button.target-missing':
    '{tag}, atributo {for}: não há nenhum elemento com id “{id}” no mesmo documento ou shadow root.',

  'docs-accordion.empty': '{tag} não tem filhos {item}, então não há nada para mostrar.',
  'docs-accordion.header-missing': 'está faltando: dê um título à seção com header="…".',
  'docs-accordion.untitled': 'Seção sem título',

  'docs-callout.note': 'Observação',
  'docs-callout.tip': 'Dica',
  'docs-callout.caution': 'Cuidado',
  'docs-callout.deprecation': 'Obsoleto',
  'docs-callout.warning': 'Aviso',
  'docs-callout.danger': 'Perigo',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': 'Fechar observação',
  'docs-callout.close-tip': 'Fechar dica',
  'docs-callout.close-caution': 'Fechar alerta de cuidado',
  'docs-callout.close-deprecation': 'Fechar aviso de obsolescência',
  'docs-callout.close-warning': 'Fechar aviso',
  'docs-callout.close-danger': 'Fechar alerta de perigo',
  'docs-callout.empty':
    '{tag} está vazio: escreva o texto entre as tags de abertura e fechamento, ou defina o atributo {title}.',

  'param-row.unnamed': '(parâmetro sem nome)',
  'param-row.type-missing': '(tipo não informado)',
  'param-row.required': 'Obrigatório',
  'param-row.link-to': 'Link para {name}',
  'param-row.link-to-unnamed': 'Link para este parâmetro',
  'param-row.default': 'Padrão: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {o atributo {first} está ausente ou vazio.} other {os atributos {first} e {second} estão ausentes ou vazios.}}',

  'rate-limit-table.caption': 'Limites de taxa da API de Auth',
  'rate-limit-table.endpoint': 'Endpoint',
  'rate-limit-table.path': 'Caminho',
  'rate-limit-table.limited-by': 'Limitado por',
  'rate-limit-table.rate-limit': 'Limite de taxa',
  'rate-limit-table.limited-by-combined': 'Todos os caminhos listados juntos',
  'rate-limit-table.limited-by-last-request': 'Tempo desde a última requisição',
  'rate-limit-table.limited-by-ip': 'Endereço IP',
  'rate-limit-table.configurable': 'Configurável',
  'rate-limit-table.configurable-smtp': 'Configurável (somente com SMTP próprio)',
  'rate-limit-table.measure-with-bursts': '{measure}, com picos curtos permitidos',
  'rate-limit-table.history': 'Histórico deste limite',
  'rate-limit-table.history-from': 'A partir de {since, date}',
  'rate-limit-table.history-at-first': 'No início',
  'rate-limit-table.footer-dashboard':
    'Os limites marcados como configuráveis são definidos por projeto, na página {link} do painel.',
  'rate-limit-table.footer-dashboard-link': 'Limites de taxa de Auth',
  'rate-limit-table.footer': 'Os limites marcados como configuráveis são definidos por projeto no painel.',

  'auth-providers.maintained-by': 'Mantido por {supporter}',
  'auth-providers.community-maintained': 'Mantido pela comunidade',
  'auth-providers.empty':
    '{type, select, phone {Nenhum provedor de telefone (SMS) corresponde a estes filtros.} other {Nenhum provedor de login social corresponde a estes filtros.}}',
  'auth-providers.dashboard-link': 'Ative um provedor e cole as chaves dele em {page}, no painel do seu projeto.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} não é um {panel}, por isso não é exibido. Coloque o conteúdo dentro de elementos {panel}.',
  'persisted-tabs.no-value': 'o {panel} número {position} não tem o atributo "value", por isso não é exibido.',
  'persisted-tabs.no-value-labelled':
    'o {panel} número {position} (“{label}”) não tem o atributo "value", por isso não é exibido.',
  'persisted-tabs.repeated-value':
    'o {panel} número {position} repete o valor “{value}” de uma aba anterior, por isso não é exibido. Os valores devem ser únicos dentro de um conjunto de abas.',
  'persisted-tabs.no-label': '{panel} não tem o atributo "label"; a aba dele mostra o valor no lugar.',
  'persisted-tabs.repeated-label':
    '{panel} tem o mesmo "label" (“{label}”) que {other}; os leitores não conseguem distinguir as abas.',
  'persisted-tabs.bad-sticky-offset':
    'atributo "sticky-offset": “{value}” não é um comprimento CSS; usando {fallback}.',
  'persisted-tabs.bad-restore-delay':
    'atributo "restore-delay": {value} não é 0 ou mais milissegundos; usando {fallback}.',
  'persisted-tabs.bad-default-active':
    'atributo "default-active": “{value}” não corresponde a nenhuma aba; usando “{fallback}”.',
  'persisted-tabs.empty': 'Ainda não há abas para mostrar: coloque elementos {panels} dentro de {tag}.',

  'code-block.your-values': 'Seus valores:',
  'code-block.project-failed': 'Não foi possível carregar os valores do seu projeto',
  'code-block.no-project': 'Você ainda não tem nenhum projeto',
  'code-block.project-loading': 'Carregando seu projeto…',
  'code-block.log-in-hint': '{logIn} para preencher a URL e a chave do seu próprio projeto.',
  'code-block.log-in': 'Faça login',
  'code-block.pickers-loading': 'Carregando…',

  'api-settings.title-url': 'URL do projeto',
  'api-settings.title-anon-key': 'Chave anon',
  'api-settings.failure-unexpected': 'Algo inesperado deu errado.',
  'api-settings.failure-unauthorized': 'A plataforma não aceitou seu login. Fazer login de novo costuma resolver.',
  'api-settings.failure-network': 'Não foi possível acessar a plataforma. Verifique sua conexão.',
  'api-settings.failure-timeout': 'A plataforma demorou demais para responder.',
  'api-settings.failure-redirect':
    'A API da plataforma respondeu com um redirecionamento para outro endereço. Ele não foi seguido, então seu login não foi enviado para lá. Tente novamente mais tarde.',
  'api-settings.failure-http': 'A plataforma respondeu com um erro (HTTP {status}).',
  'api-settings.failure-shape': 'A resposta da plataforma não está no formato que esta página espera.',
  'api-settings.failure-empty-endpoint':
    'A plataforma ainda não tem um endereço para este projeto; talvez ele ainda esteja iniciando.',
  'api-settings.failure-invalid-endpoint':
    'A plataforma deu a este projeto um endereço que não é um nome de host válido, então nenhuma URL é exibida.',
  'api-settings.unusable-meta':
    '{meta} da página: “{value}” {reason}, então sua {noun} não pode ser carregada e nenhuma requisição é feita.',
  'api-settings.unusable-attribute':
    '{tag}, atributo {attribute}: “{value}” {reason}, então sua {noun} não pode ser carregada e nenhuma requisição é feita.',
  'api-settings.refused-base':
    '{tag}, atributo {attribute}: “{value}” não está na origem de API da página, então é ignorado: seu login só é enviado para {apiBase}.',
  'api-settings.organizations-unlisted':
    'Não foi possível listar suas organizações, então seus projetos são exibidos sem elas.',
  'api-settings.try-again': 'Tentar novamente',
  'api-settings.logged-out': 'Para obter sua {noun}, {logIn}.',
  'api-settings.log-in': 'faça login',
  'api-settings.data-error': 'Não foi possível carregar seus projetos, então os seletores estão desativados.',
  'api-settings.no-projects': 'Você ainda não tem nenhum projeto. {createProject} no painel para obter sua {noun}.',
  'api-settings.create-project': 'Crie um projeto',
  'api-settings.branches-error':
    'Não foi possível carregar os branches de {project}, então nenhum branch pode ser escolhido e sua {noun} não é exibida.',
  'api-settings.branches-error-unnamed':
    'Não foi possível carregar os branches deste projeto, então nenhum branch pode ser escolhido e sua {noun} não é exibida.',
  'api-settings.value-error': 'Não foi possível carregar sua {noun}.',
  'api-settings.copy-from-dashboard': 'Você também pode copiar sua {noun} {dashboard}.',
  'api-settings.dashboard': 'no painel',
  'api-settings.loading': 'Carregando…',
  'api-settings.copy': 'Copiar',
  'api-settings.copy-by-hand': 'O texto está selecionado: pressione Ctrl+C (⌘C no Mac) para copiá-lo.',
  'api-settings.fallback': 'Não foi possível exibir suas configurações de API. Você pode obtê-las {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Branch} other {Projeto}}',
  'api-settings.picker-choose': '{noun, select, branch {Selecione um branch…} other {Selecione um projeto…}}',
  'api-settings.picker-none': '{noun, select, branch {Nenhum branch encontrado} other {Nenhum projeto encontrado}}',
  'api-settings.picker-search': '{noun, select, branch {Pesquisar branch} other {Pesquisar projeto}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {Pesquisar branch…} other {Pesquisar projeto…}}',
  'api-settings.picker-choices': '{noun, select, branch {Opções de branch} other {Opções de projeto}}',
  'api-settings.production': 'Produção',
  'api-settings.preview': 'Prévia',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, atributo {attribute}: {problem}',
  'runtime.not-one-of': '“{value}” não é um de {values}.',
  'runtime.not-one-of-using': '“{value}” não é um de {values}. Usando “{fallback}”.',
  'runtime.not-a-number': 'esperava um número, recebeu “{value}”.',
  'runtime.not-json': 'não é um JSON válido ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {propriedade} other {atributo}} {name}:',
  'runtime.failed': '{tag} não pode ser exibido: {error}',

  'sms-warning.heading': 'Mantenha os custos de SMS sob controle',

  'session-warning.heading': 'Nunca confie em uma sessão armazenada no servidor',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'está vazio',
  'api-settings.reason-no-scheme': 'não tem esquema; escreva https://…',
  'api-settings.reason-not-http': 'não é uma URL http(s)',
  'api-settings.reason-credentials': 'não pode conter nome de usuário nem senha',

  'project-setup.create-project': 'Criar um projeto',
  'project-setup.set-up-schema': 'Configurar o esquema do banco de dados',
  'project-setup.get-api-values': 'Obter a URL e a chave da API',
  'project-setup.schema-tabs': 'Onde configurar o esquema',
  'project-setup.tab-dashboard': 'Painel',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Coluna',
  'project-setup.column-type': 'Tipo',
  'project-setup.column-settings': 'Configurações',

  'code-exchange-guide.sign-in-heading': 'Apontar o login para sua rota de callback',
  'code-exchange-guide.next-heading': 'Aceitar em next apenas caminhos do mesmo site',
  'code-exchange-guide.exchange-heading': 'Trocar o código por uma sessão',
  'code-exchange-guide.error-page-heading': 'Adicionar a página de erro',
  'code-exchange-guide.framework-tabs': 'Framework',
  'code-exchange-guide.environment-tabs': 'Onde a troca acontece',
  'code-exchange-guide.tab-server': 'Servidor',
  'code-exchange-guide.tab-client': 'Cliente',
} satisfies Messages;
