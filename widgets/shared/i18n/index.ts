// The catalogue of every string the widgets write themselves (see README.md, "Languages").
export {
  defineMessages,
  defineProse,
  loadLanguage,
  registerMessages,
  languageFor,
  type MessageBook,
  type MessageGroup,
  type Messages,
  type Translate,
} from './catalogue';
export { formatDate, formatNumber, type MessageValues } from './format';
export { bundledLanguages, isRightToLeft, languageOf, pseudoLanguage } from './language';
export { messagesEvent, registerSiteMessages, type SiteMessages } from './page-language';
export { useMessages, type Messenger } from './use-messages';
