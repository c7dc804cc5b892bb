/**
 * What other contexts may import of the money context: the supervise bank (merchant verification
 * pays its micro-deposits through it) and its charge notifications (the audit explorer's tests
 * send one).
 */
export { HttpSuperviseBank } from '@services/money/supervise-bank/http-supervise-bank';
export { superviseBank } from '@services/money/supervise-bank/supervise-bank.outer-system';
export {
  BankRefusedError,
  BankSerialConflictError,
  BankUnavailableError,
  type BankStatement,
  type ExecutedInstruction,
  type InstructionStatus,
  type MicroDepositReceipt,
  type MicroDepositRequest,
  type RefundInstruction,
  type SuperviseBank,
  type TransferInstruction,
} from '@services/money/supervise-bank/supervise-bank.port';
export {
  chargeNotifyPath,
  superviseBankNotifySecret,
  superviseBankTimeoutMs,
} from '@services/money/supervise-bank/supervise-bank.settings';
