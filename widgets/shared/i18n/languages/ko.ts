import type { Messages } from '../catalogue';

export default {} satisfies Messages;
