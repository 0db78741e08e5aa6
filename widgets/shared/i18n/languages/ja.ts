import type { Messages } from '../messages';

// Japanese, as Japanese CLI docs say it: フラグ, サブコマンド, 引数; polite (です・ます) sentences.
export default {
  'accepted-values.default-name': '指定できる値',
  'accepted-values.default-heading': '指定できる値',
  'accepted-values.open': '{name}を表示',
  'accepted-values.close': '{name}を閉じる',
  'accepted-values.empty': '{name}は記載されていません。',
  'accepted-values.not-listed': '…ほか{count, number}個の値はここには載っていません。',

  'card.untitled': '無題',
  'card.new-tab': '(新しいタブで開きます)',
  'card-grid.empty': '{tag} にカードがありません。中に {linkCard} か {iconCard} 要素を入れてください。',

  'cli-reference.commands': '{commands, number}個のコマンド',
  'cli-reference.commands-topics': '{commands, number}個のコマンド、{topics, number}個のトピック',
  'cli-reference.commands-matched': '{commands, number}個のコマンド中{matched, number}個',
  'cli-reference.commands-topics-matched':
    '{commands, number}個のコマンド中{matched, number}個、{topics, number}個のトピック中{matchedTopics, number}個',
  'cli-reference.source-code': 'ソースコード',
  'cli-reference.issue-tracker': 'Issue トラッカー',
  'cli-reference.spec-file': '仕様ファイル',
  'cli-reference.description-failed': '説明を表示できません: {error}',
  'cli-reference.nav-label': '{title} リファレンス',
  'cli-reference.nav-label-untitled': 'コマンドリファレンス',
  'cli-reference.no-script-filter':
    'JavaScript が有効な場合、ここにコマンドを名前・概要・フラグで絞り込む入力欄が表示され、各コード例にコピーボタンが付きます。',
  'cli-reference.filter-placeholder': 'コマンドを絞り込む',
  'cli-reference.filter-label': 'コマンドを名前・概要・フラグで絞り込む',
  'cli-reference.command-list': 'コマンド一覧',
  'cli-reference.show-command-list': 'コマンド一覧を表示',
  'cli-reference.hide-command-list': 'コマンド一覧を閉じる',
  'cli-reference.command-list-failed': 'コマンド一覧を表示できません: {error}',
  'cli-reference.command-list-loading': 'コマンド一覧を読み込んでいます…',
  'cli-reference.no-match': '一致するコマンドはありません。',
  'cli-reference.no-match-filter': '「{filter}」に一致するコマンドはありません。',
  'cli-reference.no-match-changed': '変更されたコマンドの中に一致するものはありません。',
  'cli-reference.no-match-filter-changed': '変更されたコマンドの中に「{filter}」に一致するものはありません。',
  'cli-reference.clear-filter': '絞り込みを解除',
  'cli-reference.no-commands': 'この仕様にはコマンドがありません。',
  'cli-reference.usage': '使い方',
  'cli-reference.arguments': '引数',
  'cli-reference.argument': '引数',
  'cli-reference.argument-variadic': '引数 (1 つ以上)',
  'cli-reference.flags': 'フラグ',
  'cli-reference.subcommands': 'サブコマンド',
  'cli-reference.exit-codes': '終了コード',
  'cli-reference.see-also': '関連項目',
  'cli-reference.examples': '例',
  'cli-reference.examples-of': '{command} の例',
  'cli-reference.response': '出力',
  'cli-reference.link-to': '{command} へのリンク',
  'cli-reference.topic': 'トピック: 以下のコマンドをまとめたもの',
  'cli-reference.aliases': '別名:',
  'cli-reference.environment': '環境変数:',
  'cli-reference.also-spelled': '別表記:',
  'cli-reference.list-separator': '、',
  'cli-reference.exclusive-flags': '次のうち 1 つだけ指定:',
  'cli-reference.inherited-flags': '継承されたフラグ:',
  'cli-reference.inherited-from': '{command} から',
  'cli-reference.global-flags-note': '{link}も使えます。',
  'cli-reference.global-flags-link': 'グローバルフラグ',
  'cli-reference.global-flags': 'グローバルフラグ',
  'cli-reference.global-flags-summary': 'これらのフラグはすべてのコマンドで使えます。',
  'cli-reference.global-flags-failed': 'グローバルフラグを表示できません: {error}',
  'cli-reference.flag-counts': 'カウント: 繰り返すほど増えます',
  'cli-reference.flag-repeatable': '複数回指定可',
  'cli-reference.flag-persistent': 'すべてのサブコマンドにも有効',
  'cli-reference.flag-inherited': '親コマンドから継承',
  'cli-reference.deprecated': '非推奨',
  'cli-reference.deprecated-since': '{version} から非推奨',
  'cli-reference.experimental': '実験的',
  'cli-reference.experimental-since': '{version} から実験的',
  'cli-reference.since': '{version} から',
  'cli-reference.badge-note': ': {note}',
  'cli-reference.more-flags':
    'このコマンドには {total, number} 個のフラグがあり、一度にすべては表示できません。最初の {shown, number} 個を表示しています。',
  'cli-reference.more-global-flags':
    'グローバルフラグは {total, number} 個あり、一度にすべては表示できません。最初の {shown, number} 個を表示しています。',
  'cli-reference.more-subcommands':
    'このコマンドには {total, number} 個のサブコマンドがあり、一度にすべては表示できません。最初の {shown, number} 個を表示しています。',
  'cli-reference.more-examples':
    'このコマンドには {total, number} 個の例があり、一度にすべては表示できません。最初の {shown, number} 個を表示しています。',
  'cli-reference.show-more': 'さらに {count, number} 個表示',
  'cli-reference.version': 'バージョン',
  'cli-reference.loading-reference': 'コマンドリファレンスを読み込んでいます…',
  'cli-reference.retry': '再試行',
  'cli-reference.failure-empty': '{tag} には表示するものがありません。',
  'cli-reference.failure-empty-hint':
    '{src} 属性に CLI 仕様のアドレスを指定するか、{spec} プロパティに仕様オブジェクトを設定してください。',
  'cli-reference.failure-load': '{tag} は仕様を読み込めませんでした ({attribute})。',
  'cli-reference.failure-invalid': '{tag} に渡された仕様は表示できません ({attribute})。',
  'cli-reference.failure-versions': '{tag} はバージョン一覧を読み込めませんでした ({attribute})。',
  'cli-reference.failure-version': '{tag} は仕様の {version} を読み込めませんでした。',

  'code-block.wrap': '折り返す',
  'code-block.copied': 'コピーしました',
  'code-block.copied-with-placeholders': 'プレースホルダーのままコピーしました',
  'code-block.lines-not-shown':
    'ほか {count, number} 行は表示されていません{copy, select, yes {。「コピー」ですべてコピーされます。} other {。}}',
  'code-block.show-secrets': 'シークレットを表示',
  'code-block.show-hidden-lines': '非表示の {count, number} 行を表示 ({first}–{last})',
  'code-block.hide-lines': '{first}–{last} 行目を隠す',
  'code-block.placeholder': 'プレースホルダー: {name}',
  'code-block.type-your': '{name}を入力',
  'code-block.field-hint-secret':
    'このページのすべての例の {name} に入ります。このページにだけ保持され、保存されません。',
  'code-block.field-hint': 'このページのすべての例の {name} に入ります。このサイトで記憶されます。',
  'code-block.field-hint-url': 'URL の中ではパーセントエンコードされます。',
  'code-block.no-code': '{tag} にコードがありません。タグの間か {code} 属性に書いてください。',
  'code-block.unknown-language':
    '{tag} の {language} 属性: 「{name}」はハイライトできる言語 ({languages}) ではないため、コードは色なしで表示されます。',

  'copy-button.copy': 'コピー',
  'copy-button.copied': 'コピーしました',
  'copy-button.failed': 'コピーできませんでした',
  'copy-button.nothing-to-copy':
    '{tag} にはコピーするものがありません。{value} 属性を指定するか、コピーする要素の id を {for} 属性に指定してください。',
  'copy-button.target-missing':
    '{tag} の {for} 属性: 同じドキュメントまたはシャドウルートに id が「{id}」の要素はありません。',

  'docs-accordion.empty': '{tag} に {item} の子要素がないため、表示するものがありません。',
  'docs-accordion.header-missing': 'がありません: header="…" でセクションにタイトルを付けてください。',
  'docs-accordion.untitled': '無題のセクション',

  'docs-callout.note': '注記',
  'docs-callout.tip': 'ヒント',
  'docs-callout.caution': '注意',
  'docs-callout.deprecation': '非推奨',
  'docs-callout.warning': '警告',
  'docs-callout.danger': '危険',
  'docs-callout.kind-before-title': '{kind}: ',
  'docs-callout.close-note': '注記を閉じる',
  'docs-callout.close-tip': 'ヒントを閉じる',
  'docs-callout.close-caution': '注意を閉じる',
  'docs-callout.close-deprecation': '非推奨の告知を閉じる',
  'docs-callout.close-warning': '警告を閉じる',
  'docs-callout.close-danger': '危険の告知を閉じる',
  'docs-callout.empty': '{tag} が空です。開始タグと終了タグの間に本文を書くか、{title} 属性を指定してください。',

  'param-row.unnamed': '(名前のないパラメーター)',
  'param-row.type-missing': '(型の指定なし)',
  'param-row.required': '必須',
  'param-row.link-to': '{name} へのリンク',
  'param-row.link-to-unnamed': 'このパラメーターへのリンク',
  'param-row.default': 'デフォルト: {value}',
  'param-row.attributes-missing':
    '{count, plural, one {属性 {first} がないか空です。} other {属性 {first} と {second} がないか空です。}}',

  'rate-limit-table.caption': 'Auth API のレート制限',
  'rate-limit-table.endpoint': 'エンドポイント',
  'rate-limit-table.path': 'パス',
  'rate-limit-table.limited-by': '制限の単位',
  'rate-limit-table.rate-limit': 'レート制限',
  'rate-limit-table.limited-by-combined': '記載のパスすべての合計',
  'rate-limit-table.limited-by-last-request': '前回のリクエストからの時間',
  'rate-limit-table.limited-by-ip': 'IP アドレス',
  'rate-limit-table.configurable': '設定可能',
  'rate-limit-table.configurable-smtp': '設定可能 (独自 SMTP のみ)',
  'rate-limit-table.measure-with-bursts': '{measure}、短時間のバーストは許容',
  'rate-limit-table.history': 'この制限の履歴',
  'rate-limit-table.history-from': '{since, date} から',
  'rate-limit-table.history-at-first': '当初',
  'rate-limit-table.footer-dashboard':
    '設定可能と記された制限は、ダッシュボードの{link}でプロジェクトごとに設定します。',
  'rate-limit-table.footer-dashboard-link': 'Auth のレート制限ページ',
  'rate-limit-table.footer': '設定可能と記された制限は、ダッシュボードでプロジェクトごとに設定します。',

  'auth-providers.maintained-by': '{supporter} がメンテナンス',
  'auth-providers.community-maintained': 'コミュニティがメンテナンス',
  'auth-providers.empty':
    '{type, select, phone {この条件に合う電話 (SMS) のプロバイダーはありません。} other {この条件に合うソーシャルログインのプロバイダーはありません。}}',
  'auth-providers.dashboard-link':
    'プロジェクトのダッシュボードの {page} でプロバイダーを有効にし、キーを貼り付けてください。',
  'auth-providers.dashboard-page': 'Authentication → Providers',

  'persisted-tabs.not-a-panel':
    '{child} は {panel} ではないため表示されません。内容は {panel} 要素の中に入れてください。',
  'persisted-tabs.no-value': '{position} 番目の {panel} に "value" 属性がないため表示されません。',
  'persisted-tabs.no-value-labelled':
    '{position} 番目の {panel} (「{label}」) に "value" 属性がないため表示されません。',
  'persisted-tabs.repeated-value':
    '{position} 番目の {panel} は前のタブと同じ値「{value}」を持つため表示されません。値はタブセット内で一意にしてください。',
  'persisted-tabs.no-label': '{panel} に "label" 属性がありません。タブには代わりに値が表示されます。',
  'persisted-tabs.repeated-label':
    '{panel} の "label" (「{label}」) が {other} と同じです。読者がタブを区別できません。',
  'persisted-tabs.bad-sticky-offset':
    '"sticky-offset" 属性: 「{value}」は CSS の長さではありません。{fallback} を使います。',
  'persisted-tabs.bad-restore-delay':
    '"restore-delay" 属性: {value} は 0 以上のミリ秒ではありません。{fallback} を使います。',
  'persisted-tabs.bad-default-active':
    '"default-active" 属性: 「{value}」に当たるタブがありません。「{fallback}」を使います。',
  'persisted-tabs.empty': 'まだ表示するタブがありません。{tag} の中に {panels} 要素を入れてください。',

  'code-block.your-values': 'あなたの値:',
  'code-block.project-failed': 'プロジェクトの値を読み込めませんでした',
  'code-block.no-project': 'まだプロジェクトがありません',
  'code-block.project-loading': 'プロジェクトを読み込み中…',
  'code-block.log-in-hint': '{logIn}すると、自分のプロジェクトの URL とキーが入ります。',
  'code-block.log-in': 'ログイン',
  'code-block.pickers-loading': '読み込み中…',

  'api-settings.title-url': 'プロジェクト URL',
  'api-settings.title-anon-key': 'anon キー',
  'api-settings.failure-unexpected': '予期しないエラーが発生しました。',
  'api-settings.failure-unauthorized':
    'プラットフォームがログインを受け付けませんでした。通常はログインし直すと解決します。',
  'api-settings.failure-network': 'プラットフォームに接続できませんでした。接続を確認してください。',
  'api-settings.failure-timeout': 'プラットフォームの応答に時間がかかりすぎました。',
  'api-settings.failure-redirect':
    'プラットフォーム API が別のアドレスへのリダイレクトを返しました。リダイレクトには従っていないため、ログイン情報は送信されていません。しばらくしてからもう一度お試しください。',
  'api-settings.failure-http': 'プラットフォームがエラーを返しました (HTTP {status})。',
  'api-settings.failure-shape': 'プラットフォームの応答が、このページの想定する形式ではありませんでした。',
  'api-settings.failure-empty-endpoint': 'このプロジェクトにはまだアドレスがありません。起動中の可能性があります。',
  'api-settings.failure-invalid-endpoint':
    'このプロジェクトのアドレスが有効なホスト名ではないため、URL は表示されません。',
  'api-settings.unusable-meta':
    'ページの {meta}: 「{value}」{reason}。そのため {noun} を読み込めず、リクエストも送信しません。',
  'api-settings.unusable-attribute':
    '{tag} の {attribute} 属性: 「{value}」{reason}。そのため {noun} を読み込めず、リクエストも送信しません。',
  'api-settings.refused-base':
    '{tag} の {attribute} 属性: 「{value}」はページの API オリジン上にないため無視されます。ログイン情報は {apiBase} にのみ送信されます。',
  'api-settings.organizations-unlisted': '組織の一覧を取得できなかったため、プロジェクトを組織なしで表示しています。',
  'api-settings.try-again': '再試行',
  'api-settings.logged-out': '{noun} を表示するには、{logIn}してください。',
  'api-settings.log-in': 'ログイン',
  'api-settings.data-error': 'プロジェクトを読み込めなかったため、選択欄は無効になっています。',
  'api-settings.no-projects':
    'まだプロジェクトがありません。{noun} を取得するには、ダッシュボードで{createProject}してください。',
  'api-settings.create-project': 'プロジェクトを作成',
  'api-settings.branches-error':
    '{project} のブランチを読み込めなかったため、ブランチを選択できず、{noun} は表示されません。',
  'api-settings.branches-error-unnamed':
    'このプロジェクトのブランチを読み込めなかったため、ブランチを選択できず、{noun} は表示されません。',
  'api-settings.value-error': '{noun} を読み込めませんでした。',
  'api-settings.copy-from-dashboard': '{noun} は{dashboard}からコピーすることもできます。',
  'api-settings.dashboard': 'ダッシュボード',
  'api-settings.loading': '読み込み中…',
  'api-settings.copy': 'コピー',
  'api-settings.copy-by-hand': 'テキストを選択しました。Ctrl+C (Mac では ⌘C) を押してコピーしてください。',
  'api-settings.fallback': 'API 設定を表示できませんでした。{dashboard}で確認できます。',
  'api-settings.picker-label': '{noun, select, branch {ブランチ} other {プロジェクト}}',
  'api-settings.picker-choose': '{noun, select, branch {ブランチを選択…} other {プロジェクトを選択…}}',
  'api-settings.picker-none': '{noun, select, branch {ブランチが見つかりません} other {プロジェクトが見つかりません}}',
  'api-settings.picker-search': '{noun, select, branch {ブランチを検索} other {プロジェクトを検索}}',
  'api-settings.picker-search-placeholder': '{noun, select, branch {ブランチを検索…} other {プロジェクトを検索…}}',
  'api-settings.picker-choices': '{noun, select, branch {ブランチの候補} other {プロジェクトの候補}}',
  'api-settings.production': '本番',
  'api-settings.preview': 'プレビュー',

  'api-settings.with-reason': '{message}{reason}',

  'runtime.attribute-problem': '{tag} の {attribute} 属性: {problem}',
  'runtime.not-one-of': '「{value}」は {values} のいずれでもありません。',
  'runtime.not-one-of-using': '「{value}」は {values} のいずれでもありません。「{fallback}」を使います。',
  'runtime.not-a-number': '数値が必要ですが、「{value}」が指定されました。',
  'runtime.not-json': '有効な JSON ではありません ({reason})。',
  'runtime.data-problems': '{tag} の {name} {source, select, property {プロパティ} other {属性}}:',
  'runtime.failed': '{tag} を表示できません: {error}',

  'sms-warning.heading': 'SMS のコストを抑える',

  'session-warning.heading': 'サーバーでは保存されたセッションを信用しない',

  // project-setup, code-exchange-guide, versions view, API base reasons
  'api-settings.reason-empty': 'は空です',
  'api-settings.reason-no-scheme': 'にはスキームがありません (https://… の形で書いてください)',
  'api-settings.reason-not-http': 'は http(s) の URL ではありません',
  'api-settings.reason-credentials': 'にユーザー名やパスワードを含めることはできません',
} satisfies Messages;
