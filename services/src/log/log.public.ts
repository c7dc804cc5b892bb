/**
 * What other contexts may use of blade-log: the usual log, to write business messages, and the
 * store, whose flush() lets a suite read what was just written.
 */
export { UsualLog } from '@services/log/usual/usual-log';
export { LogStore } from '@services/log/log-store';
