import type { Messages } from '../messages';

// Italian, as Italian CLI docs say it: flag, sottocomando, argomento; the reader is "tu".
export default {
  'accepted-values.default-name': 'valori accettati',
  'accepted-values.default-heading': 'Valori accettati',
  'accepted-values.open': 'Mostra {name}',
  'accepted-values.close': 'Nascondi {name}',
  'accepted-values.empty': 'Nessun elenco di {name}.',
  'accepted-values.not-listed':
    '…e {count, plural, one {# altro valore, non elencato qui} other {altri # valori, non elencati qui}}.',

  'card.untitled': 'Senza titolo',
  'card.new-tab': '(si apre in una nuova scheda)',
  'card-grid.empty': '{tag} non contiene schede: inserisci elementi {linkCard} o {iconCard}.',

  'cli-reference.commands': '{commands, plural, one {# comando} other {# comandi}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# comando} other {# comandi}}, {topics, plural, one {# argomento} other {# argomenti}}',
  'cli-reference.commands-matched': '{matched, number} di {commands, plural, one {# comando} other {# comandi}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} di {commands, plural, one {# comando} other {# comandi}}, {matchedTopics, number} di {topics, plural, one {# argomento} other {# argomenti}}',
  'cli-reference.source-code': 'Codice sorgente',
  'cli-reference.issue-tracker': 'Segnalazioni',
  'cli-reference.spec-file': 'File di specifica',
  'cli-reference.description-failed': 'Impossibile mostrare la descrizione: {error}',
  'cli-reference.nav-label': 'Riferimento di {title}',
  'cli-reference.nav-label-untitled': 'Riferimento dei comandi',
  'cli-reference.no-script-filter':
    'Con JavaScript attivo, qui una casella filtra i comandi per nome, riepilogo o flag, e ogni esempio di codice ha un pulsante per copiarlo.',
  'cli-reference.filter-placeholder': 'Filtra i comandi',
  'cli-reference.filter-label': 'Filtra i comandi per nome, riepilogo o flag',
  'cli-reference.command-list': 'Elenco dei comandi',
  'cli-reference.show-command-list': 'Mostra l’elenco dei comandi',
  'cli-reference.hide-command-list': 'Nascondi l’elenco dei comandi',
  'cli-reference.command-list-failed': 'Impossibile mostrare l’elenco dei comandi: {error}',
  'cli-reference.command-list-loading': 'Caricamento dell’elenco dei comandi…',
  'cli-reference.no-match': 'Nessun comando corrisponde.',
  'cli-reference.no-match-filter': 'Nessun comando corrisponde a «{filter}».',
  'cli-reference.no-match-changed': 'Nessun comando modificato corrisponde.',
  'cli-reference.no-match-filter-changed': 'Nessun comando modificato corrisponde a «{filter}».',
  'cli-reference.clear-filter': 'Cancella il filtro',
  'cli-reference.no-commands': 'Questa specifica non elenca alcun comando.',
  'cli-reference.usage': 'Utilizzo',
  'cli-reference.arguments': 'Argomenti',
  'cli-reference.argument': 'argomento',
  'cli-reference.argument-variadic': 'argomento, uno o più',
  'cli-reference.flags': 'Flag',
  'cli-reference.subcommands': 'Sottocomandi',
  'cli-reference.exit-codes': 'Codici di uscita',
  'cli-reference.see-also': 'Vedi anche',
  'cli-reference.examples': 'Esempi',
  'cli-reference.examples-of': 'Esempi di {command}',
  'cli-reference.response': 'Output',
  'cli-reference.link-to': 'Link a {command}',
  'cli-reference.topic': 'Argomento: raggruppa i comandi seguenti',
  'cli-reference.aliases': 'Alias:',
  'cli-reference.environment': 'Variabili d’ambiente:',
  'cli-reference.also-spelled': 'Anche:',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Usa solo uno tra',
  'cli-reference.inherited-flags': 'Flag ereditati:',
  'cli-reference.inherited-from': 'Da {command}',
  'cli-reference.global-flags-note': 'Accetta anche i {link}.',
  'cli-reference.global-flags-link': 'flag globali',
  'cli-reference.global-flags': 'Flag globali',
  'cli-reference.global-flags-summary': 'Questi flag funzionano con ogni comando.',
  'cli-reference.global-flags-failed': 'Impossibile mostrare i flag globali: {error}',
  'cli-reference.flag-counts': 'Cumulativo: ripetilo per aumentare',
  'cli-reference.flag-repeatable': 'Ripetibile',
  'cli-reference.flag-persistent': 'Vale anche per ogni sottocomando',
  'cli-reference.flag-inherited': 'Ereditato da un comando padre',
  'cli-reference.deprecated': 'Deprecato',
  'cli-reference.deprecated-since': 'Deprecato dalla {version}',
  'cli-reference.experimental': 'Sperimentale',
  'cli-reference.experimental-since': 'Sperimentale dalla {version}',
  'cli-reference.since': 'Dalla {version}',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'Questo comando ha {total, plural, one {# flag} other {# flag}}, troppi da mostrare insieme: sono mostrati i primi {shown, number}.',
  'cli-reference.more-global-flags':
    'Ci sono {total, plural, one {# flag globale} other {# flag globali}}, troppi da mostrare insieme: sono mostrati i primi {shown, number}.',
  'cli-reference.more-subcommands':
    'Questo comando ha {total, plural, one {# sottocomando} other {# sottocomandi}}, troppi da mostrare insieme: sono mostrati i primi {shown, number}.',
  'cli-reference.more-examples':
    'Questo comando ha {total, plural, one {# esempio} other {# esempi}}, troppi da mostrare insieme: sono mostrati i primi {shown, number}.',
  'cli-reference.show-more': 'Mostra altri {count, number}',
  'cli-reference.version': 'Versione',
  'cli-reference.loading-reference': 'Caricamento del riferimento dei comandi…',
  'cli-reference.retry': 'Riprova',
  'cli-reference.failure-empty': '{tag} non ha nulla da mostrare.',
  'cli-reference.failure-empty-hint':
    'Indica l’indirizzo di una specifica CLI nell’attributo {src}, oppure un oggetto di specifica nella proprietà {spec}.',
  'cli-reference.failure-load': '{tag} non è riuscito a caricare la specifica ({attribute}).',
  'cli-reference.failure-invalid': '{tag} ha ricevuto una specifica che non può mostrare ({attribute}).',
  'cli-reference.failure-versions': '{tag} non è riuscito a leggere le sue versioni ({attribute}).',
  'cli-reference.failure-version': '{tag} non è riuscito a caricare la versione {version} della specifica.',

  'code-block.wrap': 'A capo automatico',
  'code-block.copied': 'Copiato',
  'code-block.copied-with-placeholders': 'Copiato con i segnaposto',
  'code-block.lines-not-shown':
    '{count, plural, one {# altra riga non è mostrata} other {Altre # righe non sono mostrate}}{copy, select, yes {; «Copia» le copia tutte.} other {.}}',
  'code-block.show-secrets': 'Mostra i segreti',
  'code-block.show-hidden-lines':
    '{count, plural, one {Mostra # riga nascosta} other {Mostra # righe nascoste}} {first}–{last}',
  'code-block.hide-lines': 'Nascondi le righe {first}–{last}',
  'code-block.placeholder': 'segnaposto: {name}',
  'code-block.type-your': 'Inserisci: {name}',
  'code-block.field-hint-secret':
    'Compila {name} in ogni esempio di questa pagina; resta solo in questa pagina, mai salvato.',
  'code-block.field-hint': 'Compila {name} in ogni esempio di questa pagina; ricordato su questo sito.',
  'code-block.field-hint-url': 'In un URL viene codificato per te.',
  'code-block.no-code': '{tag} non contiene codice: scrivilo tra i tag o nell’attributo {code}.',
  'code-block.unknown-language':
    '{tag}, attributo {language}: «{name}» non è tra i linguaggi evidenziati ({languages}), quindi il codice è mostrato senza colori.',

  'copy-button.copy': 'Copia',
  'copy-button.copied': 'Copiato',
  'copy-button.failed': 'Copia non riuscita',
  'copy-button.nothing-to-copy':
    '{tag} non ha nulla da copiare: dagli un attributo {value}, oppure un attributo {for} con l’id dell’elemento da copiare.',
  'copy-button.target-missing':
    '{tag}, attributo {for}: non c’è alcun elemento con id «{id}» nello stesso documento o shadow root.',

  'docs-accordion.empty': '{tag} non ha figli {item}, quindi non c’è nulla da mostrare.',
  'docs-accordion.header-missing': 'manca: dai un titolo alla sezione con header="…".',
  'docs-accordion.untitled': 'Sezione senza titolo',

  'docs-callout.note': 'Nota',
  'docs-callout.tip': 'Suggerimento',
  'docs-callout.caution': 'Attenzione',
  'docs-callout.deprecation': 'Deprecato',
  'docs-callout.warning': 'Avviso',
  'docs-callout.danger': 'Pericolo',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': 'Chiudi la nota',
  'docs-callout.close-tip': 'Chiudi il suggerimento',
  'docs-callout.close-caution': 'Chiudi l’avvertenza',
  'docs-callout.close-deprecation': 'Chiudi l’avviso di deprecazione',
  'docs-callout.close-warning': 'Chiudi l’avviso',
  'docs-callout.close-danger': 'Chiudi l’avviso di pericolo',
  'docs-callout.empty':
    '{tag} è vuoto: scrivi il testo tra il tag di apertura e quello di chiusura, oppure imposta l’attributo {title}.',

  'param-row.unnamed': '(parametro senza nome)',
  'param-row.type-missing': '(tipo non indicato)',
  'param-row.required': 'Obbligatorio',
  'param-row.link-to': 'Link a {name}',
  'param-row.link-to-unnamed': 'Link a questo parametro',
  'param-row.default': 'Predefinito: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {l’attributo {first} manca o è vuoto.} other {gli attributi {first} e {second} mancano o sono vuoti.}}',

  'rate-limit-table.caption': 'Limiti di frequenza dell’API Auth',
  'rate-limit-table.endpoint': 'Endpoint',
  'rate-limit-table.path': 'Percorso',
  'rate-limit-table.limited-by': 'Limitato per',
  'rate-limit-table.rate-limit': 'Limite',
  'rate-limit-table.limited-by-combined': 'Tutti i percorsi elencati insieme',
  'rate-limit-table.limited-by-last-request': 'Tempo dall’ultima richiesta',
  'rate-limit-table.limited-by-ip': 'Indirizzo IP',
  'rate-limit-table.configurable': 'Configurabile',
  'rate-limit-table.configurable-smtp': 'Configurabile (solo con SMTP personalizzato)',
  'rate-limit-table.measure-with-bursts': '{measure}, con brevi picchi consentiti',
  'rate-limit-table.history': 'Storico di questo limite',
  'rate-limit-table.history-from': 'Dal {since, date}',
  'rate-limit-table.history-at-first': 'All’inizio',
  'rate-limit-table.footer-dashboard':
    'I limiti indicati come configurabili si impostano per progetto, nella pagina {link} della dashboard.',
  'rate-limit-table.footer-dashboard-link': 'Limiti di frequenza Auth',
  'rate-limit-table.footer': 'I limiti indicati come configurabili si impostano per progetto nella dashboard.',

  'auth-providers.maintained-by': 'Mantenuto da {supporter}',
  'auth-providers.community-maintained': 'Mantenuto dalla community',
  'auth-providers.empty':
    '{type, select, phone {Nessun provider telefonico (SMS) corrisponde a questi filtri.} other {Nessun provider di login social corrisponde a questi filtri.}}',
  'auth-providers.dashboard-link':
    'Attiva un provider e incolla le sue chiavi in {page} nella dashboard del tuo progetto.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} non è un {panel}, quindi non viene mostrato. Inserisci il contenuto in elementi {panel}.',
  'persisted-tabs.no-value': 'il {panel} numero {position} non ha l’attributo "value", quindi non viene mostrato.',
  'persisted-tabs.no-value-labelled':
    'il {panel} numero {position} («{label}») non ha l’attributo "value", quindi non viene mostrato.',
  'persisted-tabs.repeated-value':
    'il {panel} numero {position} ripete il valore «{value}» di una scheda precedente, quindi non viene mostrato. I valori devono essere unici in un gruppo di schede.',
  'persisted-tabs.no-label': '{panel} non ha l’attributo "label"; la sua scheda mostra invece il valore.',
  'persisted-tabs.repeated-label':
    '{panel} ha lo stesso "label" («{label}») di {other}; i lettori non possono distinguere le schede.',
  'persisted-tabs.bad-sticky-offset':
    'attributo "sticky-offset": «{value}» non è una lunghezza CSS; si usa {fallback}.',
  'persisted-tabs.bad-restore-delay':
    'attributo "restore-delay": {value} non sono 0 o più millisecondi; si usa {fallback}.',
  'persisted-tabs.bad-default-active':
    'attributo "default-active": «{value}» non indica alcuna scheda; si usa «{fallback}».',
  'persisted-tabs.empty': 'Ancora nessuna scheda da mostrare: inserisci elementi {panels} in {tag}.',

  'code-block.your-values': 'I tuoi valori:',
  'code-block.project-failed': 'Non è stato possibile caricare i valori del tuo progetto',
  'code-block.no-project': 'Non hai ancora nessun progetto',
  'code-block.project-loading': 'Caricamento del progetto…',
  'code-block.log-in-hint': '{logIn} per inserire l’URL e la chiave del tuo progetto.',
  'code-block.log-in': 'Accedi',
  'code-block.pickers-loading': 'Caricamento…',

  'api-settings.title-url': 'URL del progetto',
  'api-settings.title-anon-key': 'Chiave anon',
  'api-settings.failure-unexpected': 'Si è verificato un errore imprevisto.',
  'api-settings.failure-unauthorized':
    'La piattaforma non ha accettato il tuo accesso. Di solito basta accedere di nuovo.',
  'api-settings.failure-network': 'Impossibile raggiungere la piattaforma. Controlla la connessione.',
  'api-settings.failure-timeout': 'La piattaforma ha impiegato troppo tempo a rispondere.',
  'api-settings.failure-redirect':
    'L’API della piattaforma ha risposto con un reindirizzamento a un altro indirizzo. Non è stato seguito, quindi il tuo accesso non è stato inviato lì. Riprova più tardi.',
  'api-settings.failure-http': 'La piattaforma ha risposto con un errore (HTTP {status}).',
  'api-settings.failure-shape': 'La risposta della piattaforma non ha la forma che questa pagina si aspetta.',
  'api-settings.failure-empty-endpoint':
    'La piattaforma non ha ancora un indirizzo per questo progetto; potrebbe essere ancora in avvio.',
  'api-settings.failure-invalid-endpoint':
    'La piattaforma ha assegnato a questo progetto un indirizzo che non è un nome host valido, quindi non viene mostrato alcun URL.',
  'api-settings.unusable-meta':
    '{meta} della pagina: «{value}» {reason}, quindi il valore «{noun}» non può essere caricato e non viene fatta alcuna richiesta.',
  'api-settings.unusable-attribute':
    '{tag}, attributo {attribute}: «{value}» {reason}, quindi il valore «{noun}» non può essere caricato e non viene fatta alcuna richiesta.',
  'api-settings.refused-base':
    '{tag}, attributo {attribute}: «{value}» non è sull’origine API della pagina, quindi viene ignorato: il tuo accesso viene inviato solo a {apiBase}.',
  'api-settings.organizations-unlisted':
    'Non è stato possibile elencare le tue organizzazioni, quindi i progetti sono mostrati senza di esse.',
  'api-settings.try-again': 'Riprova',
  'api-settings.logged-out': 'Per ottenere il valore «{noun}», {logIn}.',
  'api-settings.log-in': 'accedi',
  'api-settings.data-error': 'Non è stato possibile caricare i tuoi progetti, quindi i selettori sono disattivati.',
  'api-settings.no-projects':
    'Non hai ancora nessun progetto. {createProject} nella dashboard per ottenere il valore «{noun}».',
  'api-settings.create-project': 'Crea un progetto',
  'api-settings.branches-error':
    'Non è stato possibile caricare i branch di {project}, quindi non si può scegliere alcun branch e il valore «{noun}» non viene mostrato.',
  'api-settings.branches-error-unnamed':
    'Non è stato possibile caricare i branch di questo progetto, quindi non si può scegliere alcun branch e il valore «{noun}» non viene mostrato.',
  'api-settings.value-error': 'Non è stato possibile caricare il valore «{noun}».',
  'api-settings.copy-from-dashboard': 'Puoi anche copiare il valore «{noun}» dalla {dashboard}.',
  'api-settings.dashboard': 'dashboard',
  'api-settings.loading': 'Caricamento…',
  'api-settings.copy': 'Copia',
  'api-settings.copy-by-hand': 'Il testo è selezionato: premi Ctrl+C (⌘C su Mac) per copiarlo.',
  'api-settings.fallback': 'Impossibile mostrare le impostazioni API. Puoi trovarle nella {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Branch} other {Progetto}}',
  'api-settings.picker-choose': '{noun, select, branch {Seleziona un branch…} other {Seleziona un progetto…}}',
  'api-settings.picker-none': '{noun, select, branch {Nessun branch trovato} other {Nessun progetto trovato}}',
  'api-settings.picker-search': '{noun, select, branch {Cerca branch} other {Cerca progetto}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {Cerca branch…} other {Cerca progetto…}}',
  'api-settings.picker-choices': '{noun, select, branch {Elenco dei branch} other {Elenco dei progetti}}',
  'api-settings.production': 'Produzione',
  'api-settings.preview': 'Anteprima',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, attributo {attribute}: {problem}',
  'runtime.not-one-of': '«{value}» non è tra {values}.',
  'runtime.not-one-of-using': '«{value}» non è tra {values}. Si usa «{fallback}».',
  'runtime.not-a-number': 'era atteso un numero, ricevuto «{value}».',
  'runtime.not-json': 'non è JSON valido ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {proprietà} other {attributo}} {name}:',
  'runtime.failed': '{tag} non può essere mostrato: {error}',

  'sms-warning.heading': 'Tieni sotto controllo i costi degli SMS',

  'session-warning.heading': 'Non fidarti mai di una sessione memorizzata sul server',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'è vuoto',
  'api-settings.reason-no-scheme': 'non ha uno schema; scrivi https://…',
  'api-settings.reason-not-http': 'non è un URL http(s)',
  'api-settings.reason-credentials': 'non deve contenere nome utente né password',

  'project-setup.create-project': 'Crea un progetto',
  'project-setup.set-up-schema': 'Configura lo schema del database',
  'project-setup.get-api-values': 'Ottieni l’URL e la chiave dell’API',
  'project-setup.schema-tabs': 'Dove configurare lo schema',
  'project-setup.tab-dashboard': 'Dashboard',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Colonna',
  'project-setup.column-type': 'Tipo',
  'project-setup.column-settings': 'Impostazioni',

  'code-exchange-guide.sign-in-heading': 'Indirizza l’accesso alla tua route di callback',
  'code-exchange-guide.next-heading': 'Accetta in next solo percorsi dello stesso sito',
  'code-exchange-guide.exchange-heading': 'Scambia il codice con una sessione',
  'code-exchange-guide.error-page-heading': 'Aggiungi la pagina di errore',
  'code-exchange-guide.framework-tabs': 'Framework',
  'code-exchange-guide.environment-tabs': 'Dove avviene lo scambio',
  'code-exchange-guide.tab-server': 'Server',
  'code-exchange-guide.tab-client': 'Client',
} satisfies Messages;
