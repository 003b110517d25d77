import { describe, expect, it } from 'vitest';
import { CRYPTO_ADDRESS_PATTERNS } from '../../../modules/payment/payment-fields';
import { toDecimalUnits } from '../../../http/money-text';
import { depositAddress, paymentUri } from './crypto-deposit';

describe('sandbox crypto deposits', () => {
  it('derives a stable address per invoice and network, in the format the network uses', () => {
    for (const network of ['BTC', 'ETH', 'ERC20', 'BEP20', 'TRC20', 'TON']) {
      const address = depositAddress('key', 'invoice-1', network);
      expect(address, network).toMatch(CRYPTO_ADDRESS_PATTERNS[network] ?? /never/);
      expect(depositAddress('key', 'invoice-1', network)).toBe(address);
      expect(depositAddress('key', 'invoice-2', network)).not.toBe(address);
      expect(depositAddress('other-key', 'invoice-1', network)).not.toBe(address);
    }
  });

  it('writes amounts in whole units without floating point', () => {
    expect(toDecimalUnits(100_000n, 100_000_000)).toBe('0.001');
    expect(toDecimalUnits(123_456_789n, 100_000_000)).toBe('1.23456789');
    expect(toDecimalUnits(2_500n, 100)).toBe('25');
    expect(toDecimalUnits(2_505n, 100)).toBe('25.05');
    expect(toDecimalUnits(1n, 1_000_000_000)).toBe('0.000000001');
  });

  it('builds the payment URI wallets expect per network', () => {
    expect(paymentUri('BTC', 'BTC', 'bc1qaddress', 100_000n, 100_000_000)).toBe('bitcoin:bc1qaddress?amount=0.001');
    expect(paymentUri('ETH', 'ETH', '0xabc', 1n, 100_000_000)).toBe('ethereum:0xabc?value=10000000000');
    expect(paymentUri('TON', 'TON', 'UQabc', 5_000_000_000n, 1_000_000_000)).toBe(
      'ton://transfer/UQabc?amount=5000000000',
    );
    expect(paymentUri('TON', 'USDT', 'UQabc', 20_000_000n, 1_000_000)).toMatch(
      /^ton:\/\/transfer\/UQabc\?jetton=EQ[\w-]{46}&amount=20000000$/,
    );
  });
});
