import { loadConfig } from '@platform/config/app-config';
import { demoDataOrders, demoOrders } from '@services/money/demo-data/demo-data.settings';

const postgres = 'postgres://postgres@127.0.0.1:5432/steward';

describe('DEMO_DATA', () => {
  it('is on for the embedded default only: no DATABASE_URL, DATA_DIR a folder', () => {
    expect(demoDataOrders(loadConfig({}))).toBe(demoOrders);
    expect(demoDataOrders(loadConfig({ DATA_DIR: './somewhere' }))).toBe(demoOrders);
    expect(demoDataOrders(loadConfig({ DATABASE_URL: postgres }))).toBe(0);
    expect(demoDataOrders(loadConfig({ DATA_DIR: 'memory://' }))).toBe(0);
  });

  it('is switched by the setting, whatever the database', () => {
    expect(demoDataOrders(loadConfig({ DEMO_DATA: 'off' }))).toBe(0);
    expect(demoDataOrders(loadConfig({ DEMO_DATA: 'on', DATABASE_URL: postgres }))).toBe(demoOrders);
    expect(demoDataOrders(loadConfig({ DEMO_DATA: '25', DATA_DIR: 'memory://' }))).toBe(25);
  });

  it('refuses anything else', () => {
    for (const wrong of ['yes', '0', '-3', '2.5'])
      expect(() => demoDataOrders(loadConfig({ DEMO_DATA: wrong }))).toThrow('DEMO_DATA takes on, off');
  });
});
