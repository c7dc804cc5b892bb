/**
 * The fake bank's time: instants from `now`, and the business date it gives value to transfers
 * and refunds — today's UTC date, unless a test or the simulator has set another one (to play
 * several days in a few seconds).
 */
export class FakeBankClock {
  private businessDate: string | undefined;

  constructor(private readonly now: () => Date = () => new Date()) {}

  instant(): string {
    return this.now().toISOString();
  }

  valueDate(): string {
    return this.businessDate ?? this.instant().slice(0, 10);
  }

  setBusinessDate(date: string | undefined): void {
    this.businessDate = date;
  }
}
