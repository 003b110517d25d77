import { describe, expect, it } from 'vitest';
import { checkModuleOrder, defineModule } from './app-module';
import { appModules } from './module-list';

const noop = async () => undefined;

describe('the module list', () => {
  it('orders every module after the modules it needs, and each service has one provider', () => {
    expect(() => checkModuleOrder(appModules)).not.toThrow();
    expect(new Set(appModules.map((module) => module.name)).size).toBe(appModules.length);
  });

  it('refuses a module placed before a module it needs', () => {
    const wallet = defineModule({ name: 'wallet', needs: ['settings'], register: noop });
    const settings = appModules.find((module) => module.name === 'settings');
    expect(settings).toBeDefined();
    expect(() => checkModuleOrder([wallet, settings!])).toThrow(
      'module wallet needs settings, which no module before it provides',
    );
    expect(() => checkModuleOrder([settings!, wallet])).not.toThrow();
  });

  it('refuses a late need nobody provides, and a service provided twice', () => {
    const payment = defineModule({ name: 'payment', later: ['bonuses'], register: noop });
    expect(() => checkModuleOrder([payment])).toThrow('module payment uses bonuses, which no module provides');
    const settings = appModules.find((module) => module.name === 'settings')!;
    expect(() => checkModuleOrder([settings, settings])).toThrow('modules settings and settings both provide settings');
  });
});
