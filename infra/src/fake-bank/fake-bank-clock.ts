/** The bank keeps Beijing's calendar: a day's statement ends at midnight there, not in UTC. */
const bankTimeZone = 'Asia/Shanghai';
/** en-CA writes a date as YYYY-MM-DD. */
const bankDay = new Intl.DateTimeFormat('en-CA', { timeZone: bankTimeZone });

/**
 * The fake bank's time: instants from `now`, and the business date it gives value to transfers
 * and refunds — today's date in Beijing, unless a test or the simulator has set another one (to
 * play several days in a few seconds).
 */
export class FakeBankClock {
  private businessDate: string | undefined;

  constructor(private readonly now: () => Date = () => new Date()) {}

  instant(): string {
    return this.now().toISOString();
  }

  valueDate(): string {
    return this.businessDate ?? bankDay.format(this.now());
  }

  setBusinessDate(date: string | undefined): void {
    this.businessDate = date;
  }
}
