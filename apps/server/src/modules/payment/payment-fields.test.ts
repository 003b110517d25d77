import { describe, expect, it } from 'vitest';
import {
  cardNumberField,
  checkMethodFields,
  ibanField,
  isValidIban,
  maskCardNumber,
  upiIdField,
  walletAddressField,
} from './payment-fields';

describe('payment method fields', () => {
  it('checks IBANs by their mod-97 check digits', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937')).toBe(false);
  });

  it('normalizes what people type, keeps only declared fields, and names problems fields.<name>', () => {
    const fields = [ibanField, upiIdField, cardNumberField];
    const ok = checkMethodFields(fields, {
      iban: ' de89 3704 0044 0532 0130 00 ',
      upi_id: 'player@okaxis',
      card_number: '4242 4242 4242 4242',
      other: 'dropped',
    });
    expect(ok).toEqual({
      values: { iban: 'DE89370400440532013000', upi_id: 'player@okaxis', card_number: '424242******4242' },
      problems: {},
    });
    const bad = checkMethodFields(fields, { iban: 'DE00', upi_id: 'no-handle', card_number: '4242 4242 4242 4241' });
    expect(Object.keys(bad.problems)).toEqual(['fields.iban', 'fields.upi_id', 'fields.card_number']);
    expect(checkMethodFields(fields, undefined).problems['fields.iban']).toEqual(['Value is required']);
  });

  it('keeps only the mask of a card number: first 6 and last 4, at least 5 digits hidden', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
    expect(maskCardNumber('4222222222222')).toBe('4222*****2222');
    expect(maskCardNumber('6011000990139424123')).toBe('601100*********4123');
  });

  it('takes addresses only in the format of their network', () => {
    const valid: Record<string, string> = {
      BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ERC20: '0x52908400098527886E0F7030069857D2E4169EE7',
      TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      TON: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    };
    for (const [network, address] of Object.entries(valid)) {
      const field = walletAddressField(network);
      for (const [otherNetwork, otherAddress] of Object.entries(valid)) {
        expect(field.isValid(otherAddress), `${otherAddress} on ${network}`).toBe(otherNetwork === network);
      }
      expect(field.isValid(address)).toBe(true);
    }
  });
});
