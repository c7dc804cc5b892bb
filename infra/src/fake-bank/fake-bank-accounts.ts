/**
 * The accounts the fake bank keeps, in integer fen by account number: the platform's supervised
 * account, and the merchants' and consumers' accounts that transfers and refunds pay into. An
 * account opens at zero with its first movement; none may go below zero.
 */
export class FakeBankAccounts {
  private readonly balances = new Map<string, number>();

  balanceOf(accountNo: string): number {
    return this.balances.get(accountNo) ?? 0;
  }

  credit(accountNo: string, amountFen: number): void {
    this.balances.set(accountNo, this.balanceOf(accountNo) + amountFen);
  }

  /** Moves the amount unless it would overdraw `from`; says whether it moved. */
  move(from: string, to: string, amountFen: number): boolean {
    if (this.balanceOf(from) < amountFen) return false;
    this.balances.set(from, this.balanceOf(from) - amountFen);
    this.credit(to, amountFen);
    return true;
  }

  all(): Record<string, number> {
    return Object.fromEntries(this.balances);
  }

  clear(): void {
    this.balances.clear();
  }
}
