import type { Messages } from '../messages';

// Russian, as Russian CLI docs say it: флаг, подкоманда, аргумент; the reader is "вы".
export default {
  'accepted-values.default-name': 'допустимые значения',
  'accepted-values.default-heading': 'Допустимые значения',
  'accepted-values.open': 'Показать: {name}',
  'accepted-values.close': 'Скрыть: {name}',
  'accepted-values.empty': 'Список пуст: {name}.',
  'accepted-values.not-listed':
    '…и ещё {count, plural, one {# значение} few {# значения} many {# значений} other {# значения}}, не показанные здесь.',

  'card.untitled': 'Без названия',
  'card.new-tab': '(откроется в новой вкладке)',
  'card-grid.empty': '{tag}: нет карточек. Поместите внутрь элементы {linkCard} или {iconCard}.',

  'cli-reference.commands': '{commands, plural, one {# команда} few {# команды} many {# команд} other {# команды}}',
  'cli-reference.commands-topics':
    '{commands, plural, one {# команда} few {# команды} many {# команд} other {# команды}}, {topics, plural, one {# раздел} few {# раздела} many {# разделов} other {# раздела}}',
  'cli-reference.commands-matched':
    '{matched, number} из {commands, plural, one {# команды} few {# команд} many {# команд} other {# команды}}',
  'cli-reference.commands-topics-matched':
    '{matched, number} из {commands, plural, one {# команды} few {# команд} many {# команд} other {# команды}}, {matchedTopics, number} из {topics, plural, one {# раздела} few {# разделов} many {# разделов} other {# раздела}}',
  'cli-reference.source-code': 'Исходный код',
  'cli-reference.issue-tracker': 'Трекер задач',
  'cli-reference.spec-file': 'Файл спецификации',
  'cli-reference.description-failed': 'Не удалось показать описание: {error}',
  'cli-reference.nav-label': 'Справочник {title}',
  'cli-reference.nav-label-untitled': 'Справочник команд',
  'cli-reference.no-script-filter':
    'Со включённым JavaScript здесь есть поле для фильтрации команд по имени, описанию или флагу, а у каждого примера кода — кнопка копирования.',
  'cli-reference.filter-placeholder': 'Фильтр команд',
  'cli-reference.filter-label': 'Фильтровать команды по имени, описанию или флагу',
  'cli-reference.command-list': 'Список команд',
  'cli-reference.show-command-list': 'Показать список команд',
  'cli-reference.hide-command-list': 'Скрыть список команд',
  'cli-reference.command-list-failed': 'Не удалось показать список команд: {error}',
  'cli-reference.command-list-loading': 'Загрузка списка команд…',
  'cli-reference.no-match': 'Нет подходящих команд.',
  'cli-reference.no-match-filter': 'Нет команд, подходящих под «{filter}».',
  'cli-reference.no-match-changed': 'Среди изменённых нет подходящих команд.',
  'cli-reference.no-match-filter-changed': 'Среди изменённых нет команд, подходящих под «{filter}».',
  'cli-reference.clear-filter': 'Сбросить фильтр',
  'cli-reference.no-commands': 'В этой спецификации нет команд.',
  'cli-reference.usage': 'Использование',
  'cli-reference.arguments': 'Аргументы',
  'cli-reference.argument': 'аргумент',
  'cli-reference.argument-variadic': 'аргумент, один или несколько',
  'cli-reference.flags': 'Флаги',
  'cli-reference.subcommands': 'Подкоманды',
  'cli-reference.exit-codes': 'Коды выхода',
  'cli-reference.see-also': 'См. также',
  'cli-reference.examples': 'Примеры',
  'cli-reference.examples-of': 'Примеры для {command}',
  'cli-reference.response': 'Вывод',
  'cli-reference.link-to': 'Ссылка на {command}',
  'cli-reference.topic': 'Раздел: объединяет команды ниже',
  'cli-reference.aliases': 'Псевдонимы:',
  'cli-reference.environment': 'Переменные окружения:',
  'cli-reference.also-spelled': 'Также:',
  'cli-reference.list-separator': ', ',
  'cli-reference.exclusive-flags': 'Только один из',
  'cli-reference.inherited-flags': 'Унаследованные флаги:',
  'cli-reference.inherited-from': 'Из {command}',
  'cli-reference.global-flags-note': 'Также принимает {link}.',
  'cli-reference.global-flags-link': 'глобальные флаги',
  'cli-reference.global-flags': 'Глобальные флаги',
  'cli-reference.global-flags-summary': 'Эти флаги работают с любой командой.',
  'cli-reference.global-flags-failed': 'Не удалось показать глобальные флаги: {error}',
  'cli-reference.flag-counts': 'Счётчик: повторите, чтобы увеличить',
  'cli-reference.flag-repeatable': 'Можно повторять',
  'cli-reference.flag-persistent': 'Действует и для всех подкоманд',
  'cli-reference.flag-inherited': 'Унаследован от родительской команды',
  'cli-reference.deprecated': 'Устарело',
  'cli-reference.deprecated-since': 'Устарело с {version}',
  'cli-reference.experimental': 'Экспериментально',
  'cli-reference.experimental-since': 'Экспериментально с {version}',
  'cli-reference.since': 'С {version}',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'У этой команды {total, plural, one {# флаг} few {# флага} many {# флагов} other {# флага}} — слишком много, чтобы показать сразу: показаны первые {shown, number}.',
  'cli-reference.more-global-flags':
    'Всего {total, plural, one {# глобальный флаг} few {# глобальных флага} many {# глобальных флагов} other {# глобального флага}} — слишком много, чтобы показать сразу: показаны первые {shown, number}.',
  'cli-reference.more-subcommands':
    'У этой команды {total, plural, one {# подкоманда} few {# подкоманды} many {# подкоманд} other {# подкоманды}} — слишком много, чтобы показать сразу: показаны первые {shown, number}.',
  'cli-reference.more-examples':
    'У этой команды {total, plural, one {# пример} few {# примера} many {# примеров} other {# примера}} — слишком много, чтобы показать сразу: показаны первые {shown, number}.',
  'cli-reference.show-more': 'Показать ещё {count, number}',
  'cli-reference.version': 'Версия',
  'cli-reference.loading-reference': 'Загрузка справочника команд…',
  'cli-reference.retry': 'Повторить',
  'cli-reference.failure-empty': '{tag}: нечего показать.',
  'cli-reference.failure-empty-hint':
    'Укажите адрес спецификации CLI в атрибуте {src} или объект спецификации в свойстве {spec}.',
  'cli-reference.failure-load': '{tag}: не удалось загрузить спецификацию ({attribute}).',
  'cli-reference.failure-invalid': '{tag}: получена спецификация, которую нельзя показать ({attribute}).',
  'cli-reference.failure-versions': '{tag}: не удалось прочитать список версий ({attribute}).',
  'cli-reference.failure-version': '{tag}: не удалось загрузить версию {version} спецификации.',

  'code-block.wrap': 'Переносить строки',
  'code-block.copied': 'Скопировано',
  'code-block.copied-with-placeholders': 'Скопировано с заполнителями',
  'code-block.lines-not-shown':
    'Ещё {count, plural, one {# строка не показана} few {# строки не показаны} many {# строк не показано} other {# строки не показаны}}{copy, select, yes {; «Копировать» копирует все.} other {.}}',
  'code-block.show-secrets': 'Показать секреты',
  'code-block.show-hidden-lines':
    'Показать {count, plural, one {# скрытую строку} few {# скрытые строки} many {# скрытых строк} other {# скрытой строки}} {first}–{last}',
  'code-block.hide-lines': 'Скрыть строки {first}–{last}',
  'code-block.placeholder': 'заполнитель: {name}',
  'code-block.type-your': 'Введите: {name}',
  'code-block.field-hint-secret':
    'Подставляется вместо {name} во всех примерах на этой странице; хранится только на этой странице и никуда не сохраняется.',
  'code-block.field-hint': 'Подставляется вместо {name} во всех примерах на этой странице; запоминается на этом сайте.',
  'code-block.field-hint-url': 'В URL значение кодируется автоматически.',
  'code-block.no-code': '{tag}: нет кода. Напишите его между тегами или в атрибуте {code}.',
  'code-block.unknown-language':
    '{tag}, атрибут {language}: «{name}» не входит в число подсвечиваемых языков ({languages}), поэтому код показан без цветов.',

  'copy-button.copy': 'Копировать',
  'copy-button.copied': 'Скопировано',
  'copy-button.failed': 'Не удалось скопировать',
  'copy-button.nothing-to-copy':
    '{tag}: нечего копировать. Задайте атрибут {value} или атрибут {for} с id элемента, который нужно копировать.',
  'copy-button.target-missing': '{tag}, атрибут {for}: в том же документе или теневом корне нет элемента с id «{id}».',

  'docs-accordion.empty': '{tag}: нет дочерних элементов {item}, показывать нечего.',
  'docs-accordion.header-missing': 'отсутствует: задайте заголовок раздела через header="…".',
  'docs-accordion.untitled': 'Раздел без заголовка',

  'docs-callout.note': 'Примечание',
  'docs-callout.tip': 'Совет',
  'docs-callout.caution': 'Осторожно',
  'docs-callout.deprecation': 'Устарело',
  'docs-callout.warning': 'Предупреждение',
  'docs-callout.danger': 'Опасно',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': 'Закрыть примечание',
  'docs-callout.close-tip': 'Закрыть совет',
  'docs-callout.close-caution': 'Закрыть предостережение',
  'docs-callout.close-deprecation': 'Закрыть уведомление об устаревании',
  'docs-callout.close-warning': 'Закрыть предупреждение',
  'docs-callout.close-danger': 'Закрыть уведомление об опасности',
  'docs-callout.empty':
    '{tag} пуст: напишите текст между открывающим и закрывающим тегами или задайте атрибут {title}.',

  'param-row.unnamed': '(параметр без имени)',
  'param-row.type-missing': '(тип не указан)',
  'param-row.required': 'Обязательный',
  'param-row.link-to': 'Ссылка на {name}',
  'param-row.link-to-unnamed': 'Ссылка на этот параметр',
  'param-row.default': 'По умолчанию: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {атрибут {first} отсутствует или пуст.} other {атрибуты {first} и {second} отсутствуют или пусты.}}',

  'rate-limit-table.caption': 'Ограничения частоты запросов к Auth API',
  'rate-limit-table.endpoint': 'Эндпоинт',
  'rate-limit-table.path': 'Путь',
  'rate-limit-table.limited-by': 'Ограничение по',
  'rate-limit-table.rate-limit': 'Лимит',
  'rate-limit-table.limited-by-combined': 'Все перечисленные пути вместе',
  'rate-limit-table.limited-by-last-request': 'Время с последнего запроса',
  'rate-limit-table.limited-by-ip': 'IP-адрес',
  'rate-limit-table.configurable': 'Настраивается',
  'rate-limit-table.configurable-smtp': 'Настраивается (только со своим SMTP)',
  'rate-limit-table.measure-with-bursts': '{measure}, допускаются короткие всплески',
  'rate-limit-table.history': 'История этого лимита',
  'rate-limit-table.history-from': 'С {since, date}',
  'rate-limit-table.history-at-first': 'Изначально',
  'rate-limit-table.footer-dashboard':
    'Настраиваемые лимиты задаются для каждого проекта на странице {link} в панели управления.',
  'rate-limit-table.footer-dashboard-link': 'Лимиты Auth',
  'rate-limit-table.footer': 'Настраиваемые лимиты задаются для каждого проекта в панели управления.',

  'auth-providers.maintained-by': 'Поддерживает: {supporter}',
  'auth-providers.community-maintained': 'Поддерживается сообществом',
  'auth-providers.empty':
    '{type, select, phone {Нет SMS-провайдеров, подходящих под эти фильтры.} other {Нет провайдеров входа через соцсети, подходящих под эти фильтры.}}',
  'auth-providers.dashboard-link':
    'Включите провайдера и вставьте его ключи в разделе {page} панели управления вашего проекта.',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel': '{child} — не {panel}, поэтому не показан. Помещайте содержимое в элементы {panel}.',
  'persisted-tabs.no-value': '{panel} номер {position} не имеет атрибута "value", поэтому не показан.',
  'persisted-tabs.no-value-labelled':
    '{panel} номер {position} («{label}») не имеет атрибута "value", поэтому не показан.',
  'persisted-tabs.repeated-value':
    '{panel} номер {position} повторяет значение «{value}» одной из предыдущих вкладок, поэтому не показан. Значения в наборе вкладок должны быть уникальными.',
  'persisted-tabs.no-label': 'у {panel} нет атрибута "label"; на его вкладке вместо него показано значение.',
  'persisted-tabs.repeated-label':
    'у {panel} тот же "label" («{label}»), что и у {other}; читатели не смогут различить вкладки.',
  'persisted-tabs.bad-sticky-offset': 'атрибут "sticky-offset": «{value}» — не длина CSS; используется {fallback}.',
  'persisted-tabs.bad-restore-delay':
    'атрибут "restore-delay": {value} — не число миллисекунд от 0 и больше; используется {fallback}.',
  'persisted-tabs.bad-default-active':
    'атрибут "default-active": «{value}» не называет ни одной вкладки; используется «{fallback}».',
  'persisted-tabs.empty': 'Вкладок пока нет: поместите элементы {panels} внутрь {tag}.',

  'code-block.your-values': 'Ваши значения:',
  'code-block.project-failed': 'Не удалось загрузить значения вашего проекта',
  'code-block.no-project': 'У вас пока нет проектов',
  'code-block.project-loading': 'Загрузка проекта…',
  'code-block.log-in-hint': '{logIn}, чтобы подставить URL и ключ своего проекта.',
  'code-block.log-in': 'Войдите',
  'code-block.pickers-loading': 'Загрузка…',

  'api-settings.title-url': 'URL проекта',
  'api-settings.title-anon-key': 'Ключ anon',
  'api-settings.failure-unexpected': 'Произошла непредвиденная ошибка.',
  'api-settings.failure-unauthorized': 'Платформа не приняла ваш вход. Обычно помогает войти снова.',
  'api-settings.failure-network': 'Не удалось связаться с платформой. Проверьте подключение.',
  'api-settings.failure-timeout': 'Платформа слишком долго не отвечала.',
  'api-settings.failure-redirect':
    'API платформы ответил перенаправлением на другой адрес. Переход не выполнен, поэтому ваши данные входа туда не отправлены. Повторите попытку позже.',
  'api-settings.failure-http': 'Платформа ответила ошибкой (HTTP {status}).',
  'api-settings.failure-shape': 'Ответ платформы не в том формате, который ожидает эта страница.',
  'api-settings.failure-empty-endpoint': 'У этого проекта ещё нет адреса на платформе; возможно, он ещё запускается.',
  'api-settings.failure-invalid-endpoint':
    'Платформа дала этому проекту адрес, который не является допустимым именем хоста, поэтому URL не показан.',
  'api-settings.unusable-meta':
    '{meta} страницы: «{value}» {reason}, поэтому {noun} не удаётся загрузить, и запрос не отправляется.',
  'api-settings.unusable-attribute':
    '{tag}, атрибут {attribute}: «{value}» {reason}, поэтому {noun} не удаётся загрузить, и запрос не отправляется.',
  'api-settings.refused-base':
    '{tag}, атрибут {attribute}: «{value}» не относится к источнику API страницы, поэтому игнорируется: данные входа отправляются только на {apiBase}.',
  'api-settings.organizations-unlisted':
    'Не удалось получить список ваших организаций, поэтому проекты показаны без них.',
  'api-settings.try-again': 'Повторить',
  'api-settings.logged-out': 'Чтобы получить {noun}, {logIn}.',
  'api-settings.log-in': 'войдите',
  'api-settings.data-error': 'Не удалось загрузить ваши проекты, поэтому списки выбора отключены.',
  'api-settings.no-projects': 'У вас пока нет проектов. {createProject} в панели управления, чтобы получить {noun}.',
  'api-settings.create-project': 'Создайте проект',
  'api-settings.branches-error':
    'Не удалось загрузить ветки проекта {project}, поэтому ветку выбрать нельзя, и {noun} не показан.',
  'api-settings.branches-error-unnamed':
    'Не удалось загрузить ветки этого проекта, поэтому ветку выбрать нельзя, и {noun} не показан.',
  'api-settings.value-error': 'Не удалось загрузить {noun}.',
  'api-settings.copy-from-dashboard': '{noun} можно также скопировать в {dashboard}.',
  'api-settings.dashboard': 'панели управления',
  'api-settings.loading': 'Загрузка…',
  'api-settings.copy': 'Копировать',
  'api-settings.copy-by-hand': 'Текст выделен: нажмите Ctrl+C (⌘C на Mac), чтобы скопировать его.',
  'api-settings.fallback': 'Не удалось показать настройки API. Их можно найти в {dashboard}.',
  'api-settings.picker-label': '{noun, select, branch {Ветка} other {Проект}}',
  'api-settings.picker-choose': '{noun, select, branch {Выберите ветку…} other {Выберите проект…}}',
  'api-settings.picker-none': '{noun, select, branch {Ветка не найдена} other {Проект не найден}}',
  'api-settings.picker-search': '{noun, select, branch {Поиск ветки} other {Поиск проекта}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {Поиск ветки…} other {Поиск проекта…}}',
  'api-settings.picker-choices': '{noun, select, branch {Список веток} other {Список проектов}}',
  'api-settings.production': 'Продакшен',
  'api-settings.preview': 'Превью',

  'api-settings.with-reason': '{message} {reason}',

  'runtime.attribute-problem': '{tag}, атрибут {attribute}: {problem}',
  'runtime.not-one-of': '«{value}» не входит в {values}.',
  'runtime.not-one-of-using': '«{value}» не входит в {values}. Используется «{fallback}».',
  'runtime.not-a-number': 'ожидалось число, получено «{value}».',
  'runtime.not-json': 'не является корректным JSON ({reason}).',
  'runtime.data-problems': '{tag} {source, select, property {свойство} other {атрибут}} {name}:',
  'runtime.failed': 'Не удалось показать {tag}: {error}',

  'sms-warning.heading': 'Держите расходы на SMS под контролем',

  'session-warning.heading': 'Никогда не доверяйте сохранённой сессии на сервере',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': '— пустое значение',
  'api-settings.reason-no-scheme': 'не содержит схемы; укажите https://…',
  'api-settings.reason-not-http': 'не является URL-адресом http(s)',
  'api-settings.reason-credentials': 'не должен содержать имя пользователя или пароль',

  'project-setup.create-project': 'Создание проекта',
  'project-setup.set-up-schema': 'Настройка схемы базы данных',
  'project-setup.get-api-values': 'Получение URL и ключа API',
  'project-setup.schema-tabs': 'Где настроить схему',
  'project-setup.tab-dashboard': 'Панель управления',
  'project-setup.tab-sql': 'SQL',
  'project-setup.column-name': 'Столбец',
  'project-setup.column-type': 'Тип',
  'project-setup.column-settings': 'Параметры',

  'code-exchange-guide.sign-in-heading': 'Перенаправление входа на ваш маршрут обратного вызова',
  'code-exchange-guide.next-heading': 'Только пути своего сайта в next',
  'code-exchange-guide.exchange-heading': 'Обмен кода на сессию',
  'code-exchange-guide.error-page-heading': 'Добавление страницы ошибки',
  'code-exchange-guide.framework-tabs': 'Фреймворк',
  'code-exchange-guide.environment-tabs': 'Где выполняется обмен',
  'code-exchange-guide.tab-server': 'Сервер',
  'code-exchange-guide.tab-client': 'Клиент',
} satisfies Messages;
