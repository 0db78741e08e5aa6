import type { Messages } from '../messages';

// French, as French CLI docs say it: option (for a flag), sous-commande, argument; the reader is "vous".
export default {
  'accepted-values.default-name': 'valeurs acceptées',
  'accepted-values.default-heading': 'Valeurs acceptées',
  'accepted-values.open': 'Afficher les {name}',
  'accepted-values.close': 'Masquer les {name}',
  'accepted-values.empty': '{name} : aucune n’est indiquée.',
  'accepted-values.not-listed':
    '… et {count, plural, one {# autre valeur, non listée ici} other {# autres valeurs, non listées ici}}.',

  'card.untitled': 'Sans titre',
  'card.new-tab': '(s’ouvre dans un nouvel onglet)',
  'card-grid.empty': '{tag} ne contient aucune carte : placez-y des éléments {linkCard} ou {iconCard}.',

  'cli-reference.commands': '{commands, plural, one {# commande} other {# commandes}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# commande} other {# commandes}}, {topics, plural, one {# rubrique} other {# rubriques}}',
  'cli-reference.commands-matched': '{matched, number} sur {commands, plural, one {# commande} other {# commandes}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} sur {commands, plural, one {# commande} other {# commandes}}, {matchedTopics, number} sur {topics, plural, one {# rubrique} other {# rubriques}}',
  'cli-reference.source-code': 'Code source',
  'cli-reference.issue-tracker': 'Suivi des tickets',
  'cli-reference.spec-file': 'Fichier de spécification',
  'cli-reference.description-failed': 'Impossible d’afficher la description : {error}',
  'cli-reference.nav-label': 'Référence de {title}',
  'cli-reference.nav-label-untitled': 'Référence des commandes',
  'cli-reference.no-script-filter':
    'Avec JavaScript activé, un champ filtre ici les commandes par nom, résumé ou option, et chaque exemple de code reçoit un bouton de copie.',
  'cli-reference.filter-placeholder': 'Filtrer les commandes',
  'cli-reference.filter-label': 'Filtrer les commandes par nom, résumé ou option',
  'cli-reference.command-list': 'Liste des commandes',
  'cli-reference.show-command-list': 'Afficher la liste des commandes',
  'cli-reference.hide-command-list': 'Masquer la liste des commandes',
  'cli-reference.command-list-failed': 'Impossible d’afficher la liste des commandes : {error}',
  'cli-reference.command-list-loading': 'Chargement de la liste des commandes…',
  'cli-reference.no-match': 'Aucune commande ne correspond.',
  'cli-reference.no-match-filter': 'Aucune commande ne correspond à « {filter} ».',
  'cli-reference.no-match-changed': 'Aucune commande modifiée ne correspond.',
  'cli-reference.no-match-filter-changed': 'Aucune commande modifiée ne correspond à « {filter} ».',
  'cli-reference.clear-filter': 'Effacer le filtre',
  'cli-reference.no-commands': 'Cette spécification ne contient aucune commande.',
  'cli-reference.usage': 'Utilisation',
  'cli-reference.arguments': 'Arguments',
  'cli-reference.argument': 'argument',
  'cli-reference.argument-variadic': 'argument, un ou plusieurs',
  'cli-reference.flags': 'Options',
  'cli-reference.subcommands': 'Sous-commandes',
  'cli-reference.exit-codes': 'Codes de sortie',
  'cli-reference.see-also': 'Voir aussi',
  'cli-reference.examples': 'Exemples',
  'cli-reference.examples-of': 'Exemples pour {command}',
  'cli-reference.response': 'Sortie',
  'cli-reference.link-to': 'Lien vers {command}',
  'cli-reference.topic': 'Rubrique : regroupe les commandes ci-dessous',
  'cli-reference.aliases': 'Alias :',
  'cli-reference.environment': 'Variables d’environnement :',
  'cli-reference.also-spelled': 'Aussi :',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Une seule parmi',
  'cli-reference.inherited-flags': 'Options héritées :',
  'cli-reference.inherited-from': 'De {command}',
  'cli-reference.global-flags-note': 'Accepte aussi les {link}.',
  'cli-reference.global-flags-link': 'options globales',
  'cli-reference.global-flags': 'Options globales',
  'cli-reference.global-flags-summary': 'Ces options fonctionnent avec toutes les commandes.',
  'cli-reference.global-flags-failed': 'Impossible d’afficher les options globales : {error}',
  'cli-reference.flag-counts': 'Cumulable : répétez-la pour augmenter',
  'cli-reference.flag-repeatable': 'Répétable',
  'cli-reference.flag-persistent': 'Vaut aussi pour chaque sous-commande',
  'cli-reference.flag-inherited': 'Héritée d’une commande parente',
  'cli-reference.deprecated': 'Obsolète',
  'cli-reference.deprecated-since': 'Obsolète depuis {version}',
  'cli-reference.experimental': 'Expérimental',
  'cli-reference.experimental-since': 'Expérimental depuis {version}',
  'cli-reference.since': 'Depuis {version}',
  'cli-reference.badge-note': ' : {note}',
  'cli-reference.more-flags':
    'Cette commande a {total, plural, one {# option} other {# options}}, trop pour tout afficher d’un coup : les {shown, number} premières sont affichées.',
  'cli-reference.more-global-flags':
    'Il y a {total, plural, one {# option globale} other {# options globales}}, trop pour tout afficher d’un coup : les {shown, number} premières sont affichées.',
  'cli-reference.more-subcommands':
    'Cette commande a {total, plural, one {# sous-commande} other {# sous-commandes}}, trop pour tout afficher d’un coup : les {shown, number} premières sont affichées.',
  'cli-reference.more-examples':
    'Cette commande a {total, plural, one {# exemple} other {# exemples}}, trop pour tout afficher d’un coup : les {shown, number} premiers sont affichés.',
  'cli-reference.show-more': 'Afficher {count, number} de plus',
  'cli-reference.version': 'Version',
  'cli-reference.loading-reference': 'Chargement de la référence des commandes…',
  'cli-reference.retry': 'Réessayer',
  'cli-reference.failure-empty': '{tag} n’a rien à afficher.',
  'cli-reference.failure-empty-hint':
    'Indiquez l’adresse d’une spécification CLI dans l’attribut {src}, ou un objet de spécification dans la propriété {spec}.',
  'cli-reference.failure-load': '{tag} n’a pas pu charger la spécification ({attribute}).',
  'cli-reference.failure-invalid': '{tag} a reçu une spécification qu’il ne peut pas afficher ({attribute}).',
  'cli-reference.failure-versions': '{tag} n’a pas pu lire ses versions ({attribute}).',
  'cli-reference.failure-version': '{tag} n’a pas pu charger la version {version} de la spécification.',

  'code-block.wrap': 'Retour à la ligne',
  'code-block.copied': 'Copié',
  'code-block.copied-with-placeholders': 'Copié avec les espaces réservés',
  'code-block.lines-not-shown':
    '{count, plural, one {# ligne de plus n’est pas affichée} other {# lignes de plus ne sont pas affichées}}{copy, select, yes { ; « Copier » les copie toutes.} other {.}}',
  'code-block.show-secrets': 'Afficher les secrets',
  'code-block.show-hidden-lines':
    '{count, plural, one {Afficher # ligne masquée} other {Afficher # lignes masquées}} {first}–{last}',
  'code-block.hide-lines': 'Masquer les lignes {first}–{last}',
  'code-block.placeholder': 'espace réservé : {name}',
  'code-block.type-your': 'Saisissez : {name}',
  'code-block.field-hint-secret':
    'Remplit {name} dans chaque exemple de cette page ; conservé sur cette page uniquement, jamais enregistré.',
  'code-block.field-hint': 'Remplit {name} dans chaque exemple de cette page ; mémorisé sur ce site.',
  'code-block.field-hint-url': 'Dans une URL, la valeur est encodée pour vous.',
  'code-block.no-code': '{tag} ne contient pas de code : écrivez-le entre les balises ou dans l’attribut {code}.',
  'code-block.unknown-language':
    '{tag}, attribut {language} : « {name} » ne fait pas partie des langages colorés ({languages}) ; le code est affiché sans couleurs.',

  'copy-button.copy': 'Copier',
  'copy-button.copied': 'Copié',
  'copy-button.failed': 'Échec de la copie',
  'copy-button.nothing-to-copy':
    '{tag} n’a rien à copier : donnez-lui un attribut {value}, ou un attribut {for} avec l’id de l’élément à copier.',
  'copy-button.target-missing':
    '{tag}, attribut {for} : aucun élément d’id « {id} » dans le même document ou la même racine fantôme.',

  'docs-accordion.empty': '{tag} n’a aucun enfant {item} : il n’y a rien à afficher.',
  'docs-accordion.header-missing': 'est absent : donnez un titre à la section avec header="…".',
  'docs-accordion.untitled': 'Section sans titre',

  'docs-callout.note': 'Remarque',
  'docs-callout.tip': 'Astuce',
  'docs-callout.caution': 'Attention',
  'docs-callout.deprecation': 'Obsolète',
  'docs-callout.warning': 'Avertissement',
  'docs-callout.danger': 'Danger',
  'docs-callout.kind-before-title': '{kind} : ',
  'docs-callout.close-note': 'Fermer la remarque',
  'docs-callout.close-tip': 'Fermer l’astuce',
  'docs-callout.close-caution': 'Fermer la mise en garde',
  'docs-callout.close-deprecation': 'Fermer l’avis d’obsolescence',
  'docs-callout.close-warning': 'Fermer l’avertissement',
  'docs-callout.close-danger': 'Fermer l’alerte',
  'docs-callout.empty':
    '{tag} est vide : écrivez son texte entre les balises ouvrante et fermante, ou renseignez l’attribut {title}.',

  'param-row.unnamed': '(paramètre sans nom)',
  'param-row.type-missing': '(type non indiqué)',
  'param-row.required': 'Obligatoire',
  'param-row.link-to': 'Lien vers {name}',
  'param-row.link-to-unnamed': 'Lien vers ce paramètre',
  'param-row.default': 'Par défaut : {value}',
  'param-row.attributes-missing':
    '{count, plural, one {l’attribut {first} est absent ou vide.} other {les attributs {first} et {second} sont absents ou vides.}}',

  'rate-limit-table.caption': 'Limites de débit de l’API Auth',
  'rate-limit-table.endpoint': 'Point de terminaison',
  'rate-limit-table.path': 'Chemin',
  'rate-limit-table.limited-by': 'Limité par',
  'rate-limit-table.rate-limit': 'Limite de débit',
  'rate-limit-table.limited-by-combined': 'Tous les chemins listés ensemble',
  'rate-limit-table.limited-by-last-request': 'Temps depuis la dernière requête',
  'rate-limit-table.limited-by-ip': 'Adresse IP',
  'rate-limit-table.configurable': 'Configurable',
  'rate-limit-table.configurable-smtp': 'Configurable (SMTP personnalisé uniquement)',
  'rate-limit-table.measure-with-bursts': '{measure}, de courtes rafales sont tolérées',
  'rate-limit-table.history': 'Historique de cette limite',
  'rate-limit-table.history-from': 'À partir du {since, date}',
  'rate-limit-table.history-at-first': 'Au départ',
  'rate-limit-table.footer-dashboard':
    'Les limites indiquées comme configurables se règlent par projet, sur la page {link} du tableau de bord.',
  'rate-limit-table.footer-dashboard-link': 'Limites de débit Auth',
  'rate-limit-table.footer': 'Les limites indiquées comme configurables se règlent par projet dans le tableau de bord.',

  'auth-providers.maintained-by': 'Maintenu par {supporter}',
  'auth-providers.community-maintained': 'Maintenu par la communauté',
  'auth-providers.empty':
    '{type, select, phone {Aucun fournisseur de téléphone (SMS) ne correspond à ces filtres.} other {Aucun fournisseur de connexion sociale ne correspond à ces filtres.}}',
  'auth-providers.dashboard-link':
    'Activez un fournisseur et collez ses clés sous {page} dans le tableau de bord de votre projet.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} n’est pas un {panel} et n’est donc pas affiché. Placez le contenu dans des éléments {panel}.',
  'persisted-tabs.no-value': 'le {panel} n° {position} n’a pas d’attribut "value" et n’est donc pas affiché.',
  'persisted-tabs.no-value-labelled':
    'le {panel} n° {position} (« {label} ») n’a pas d’attribut "value" et n’est donc pas affiché.',
  'persisted-tabs.repeated-value':
    'le {panel} n° {position} reprend la valeur « {value} » d’un onglet précédent et n’est donc pas affiché. Les valeurs doivent être uniques dans un groupe d’onglets.',
  'persisted-tabs.no-label': '{panel} n’a pas d’attribut "label" ; son onglet affiche la valeur à la place.',
  'persisted-tabs.repeated-label':
    '{panel} a le même "label" (« {label} ») que {other} ; les lecteurs ne peuvent pas distinguer les onglets.',
  'persisted-tabs.bad-sticky-offset':
    'attribut "sticky-offset" : « {value} » n’est pas une longueur CSS ; {fallback} est utilisé.',
  'persisted-tabs.bad-restore-delay':
    'attribut "restore-delay" : {value} n’est pas un nombre de millisecondes supérieur ou égal à 0 ; {fallback} est utilisé.',
  'persisted-tabs.bad-default-active':
    'attribut "default-active" : « {value} » ne désigne aucun onglet ; « {fallback} » est utilisé.',
  'persisted-tabs.empty': 'Aucun onglet à afficher pour l’instant : placez des éléments {panels} dans {tag}.',

  'code-block.your-values': 'Vos valeurs :',
  'code-block.project-failed': 'Les valeurs de votre projet n’ont pas pu être chargées',
  'code-block.no-project': 'Vous n’avez pas encore de projet',
  'code-block.project-loading': 'Chargement de votre projet…',
  'code-block.log-in-hint': '{logIn} pour remplir l’URL et la clé de votre propre projet.',
  'code-block.log-in': 'Connectez-vous',
  'code-block.pickers-loading': 'Chargement…',

  'api-settings.title-url': 'URL du projet',
  'api-settings.title-anon-key': 'Clé anon',
  'api-settings.failure-unexpected': 'Une erreur inattendue s’est produite.',
  'api-settings.failure-unauthorized':
    'La plateforme n’a pas accepté votre connexion. Se reconnecter règle généralement le problème.',
  'api-settings.failure-network': 'La plateforme est injoignable. Vérifiez votre connexion.',
  'api-settings.failure-timeout': 'La plateforme a mis trop de temps à répondre.',
  'api-settings.failure-redirect':
    'L’API de la plateforme a répondu par une redirection vers une autre adresse. Elle n’a pas été suivie, votre connexion n’y a donc pas été envoyée. Réessayez plus tard.',
  'api-settings.failure-http': 'La plateforme a répondu par une erreur (HTTP {status}).',
  'api-settings.failure-shape': 'La réponse de la plateforme n’a pas la forme attendue par cette page.',
  'api-settings.failure-empty-endpoint':
    'La plateforme n’a pas encore d’adresse pour ce projet ; il est peut-être encore en cours de démarrage.',
  'api-settings.failure-invalid-endpoint':
    'La plateforme a donné à ce projet une adresse qui n’est pas un nom d’hôte valide ; aucune URL n’est donc affichée.',
  'api-settings.unusable-meta':
    '{meta} de la page : « {value} » {reason} ; votre {noun} ne peut donc pas être chargée et aucune requête n’est envoyée.',
  'api-settings.unusable-attribute':
    '{tag}, attribut {attribute} : « {value} » {reason} ; votre {noun} ne peut donc pas être chargée et aucune requête n’est envoyée.',
  'api-settings.refused-base':
    '{tag}, attribut {attribute} : « {value} » n’est pas sur l’origine d’API de la page et est donc ignoré : votre connexion n’est jamais envoyée qu’à {apiBase}.',
  'api-settings.organizations-unlisted':
    'Vos organisations n’ont pas pu être listées ; vos projets sont donc affichés sans elles.',
  'api-settings.try-again': 'Réessayer',
  'api-settings.logged-out': 'Pour obtenir votre {noun}, {logIn}.',
  'api-settings.log-in': 'connectez-vous',
  'api-settings.data-error': 'Vos projets n’ont pas pu être chargés ; les sélecteurs sont donc désactivés.',
  'api-settings.no-projects':
    'Vous n’avez encore aucun projet. {createProject} dans le tableau de bord pour obtenir votre {noun}.',
  'api-settings.create-project': 'Créez un projet',
  'api-settings.branches-error':
    'Les branches de {project} n’ont pas pu être chargées : aucune branche ne peut être choisie et votre {noun} n’est pas affichée.',
  'api-settings.branches-error-unnamed':
    'Les branches de ce projet n’ont pas pu être chargées : aucune branche ne peut être choisie et votre {noun} n’est pas affichée.',
  'api-settings.value-error': 'Votre {noun} n’a pas pu être chargée.',
  'api-settings.copy-from-dashboard': 'Vous pouvez aussi copier votre {noun} depuis {dashboard}.',
  'api-settings.dashboard': 'le tableau de bord',
  'api-settings.loading': 'Chargement…',
  'api-settings.copy': 'Copier',
  'api-settings.copy-by-hand': 'Le texte est sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
  'api-settings.fallback': 'Impossible d’afficher vos paramètres d’API. Vous les trouverez dans {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Branche} other {Projet}}',
  'api-settings.picker-choose': '{noun, select, branch {Sélectionnez une branche…} other {Sélectionnez un projet…}}',
  'api-settings.picker-none': '{noun, select, branch {Aucune branche trouvée} other {Aucun projet trouvé}}',
  'api-settings.picker-search': '{noun, select, branch {Rechercher une branche} other {Rechercher un projet}}',
  'api-settings.picker-search-placeholder':
    '{noun, select, branch {Rechercher une branche…} other {Rechercher un projet…}}',
  'api-settings.picker-choices': '{noun, select, branch {Branches proposées} other {Projets proposés}}',
  'api-settings.production': 'Production',
  'api-settings.preview': 'Aperçu',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, attribut {attribute} : {problem}',
  'runtime.not-one-of': '« {value} » ne fait pas partie de {values}.',
  'runtime.not-one-of-using': '« {value} » ne fait pas partie de {values}. « {fallback} » est utilisé.',
  'runtime.not-a-number': 'un nombre est attendu, reçu « {value} ».',
  'runtime.not-json': 'n’est pas du JSON valide ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {propriété} other {attribut}} {name}:',
  'runtime.failed': '{tag} ne peut pas être affiché : {error}',

  'sms-warning.heading': 'Maîtrisez vos coûts de SMS',

  'session-warning.heading': 'Ne vous fiez jamais à une session stockée côté serveur',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'est vide',
  'api-settings.reason-no-scheme': 'n’a pas de schéma ; écrivez https://…',
  'api-settings.reason-not-http': 'n’est pas une URL http(s)',
  'api-settings.reason-credentials': 'ne doit contenir ni nom d’utilisateur ni mot de passe',

  'project-setup.create-project': 'Créer un projet',
  'project-setup.set-up-schema': 'Configurer le schéma de la base de données',
  'project-setup.get-api-values': 'Obtenir l’URL et la clé de l’API',
  'project-setup.schema-tabs': 'Où configurer le schéma',
  'project-setup.tab-dashboard': 'Tableau de bord',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Colonne',
  'project-setup.column-type': 'Type',
  'project-setup.column-settings': 'Paramètres',

  'code-exchange-guide.sign-in-heading': 'Diriger la connexion vers votre route de rappel',
  'code-exchange-guide.next-heading': 'N’accepter dans next que des chemins du même site',
  'code-exchange-guide.exchange-heading': 'Échanger le code contre une session',
  'code-exchange-guide.error-page-heading': 'Ajouter la page d’erreur',
  'code-exchange-guide.framework-tabs': 'Framework',
  'code-exchange-guide.environment-tabs': 'Où l’échange a lieu',
  'code-exchange-guide.tab-server': 'Serveur',
  'code-exchange-guide.tab-client': 'Client',
} satisfies Messages;
