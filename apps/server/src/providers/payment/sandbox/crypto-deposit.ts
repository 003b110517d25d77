import { toDecimalUnits } from '../../../http/money-text';
import { createHmac } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * Deposit addresses and payment URIs of the sandbox's crypto methods. An address is derived
 * from the invoice id (HMAC with the sandbox key), so the same invoice always shows the same
 * address, in the format wallets of that network expect. No chain is watched: the provider page
 * simulates the incoming transfer.
 */

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Token contracts the URIs name, so a wallet sends the right token (mainnet addresses). */
const USDT_ERC20_CONTRACT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const USDT_BEP20_CONTRACT = '0x55d398326f99059fF775485246999027B3197955';
const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_TON_JETTON_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
/** BNB Smart Chain's chain id (EIP-681 `@56`). */
const BSC_CHAIN_ID = 56;
/** Ethereum counts in wei (10^18 per ether); our ETH minor unit is 10^-8 ether. */
const WEI_PER_ETH_MINOR_UNIT = 10n ** 10n;
/** USDT on BNB Smart Chain has 18 decimals; our USDT minor unit is 10^-6. */
const BEP20_UNITS_PER_USDT_MINOR_UNIT = 10n ** 12n;

function characters(seed: Buffer, alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[(seed[index % seed.length] ?? 0) % alphabet.length];
  return text;
}

/** The deposit address of an invoice on a network; `key` keeps addresses unpredictable. */
export function depositAddress(key: string, invoiceId: string, network: string): string {
  const seed = Buffer.concat(
    [0, 1].map((round) => createHmac('sha256', key).update(`address:${round}:${network}:${invoiceId}`).digest()),
  );
  switch (network) {
    case 'BTC':
      return `bc1q${characters(seed, BECH32_ALPHABET, 38)}`;
    case 'ETH':
    case 'ERC20':
    case 'BEP20':
      return `0x${seed.subarray(0, 20).toString('hex')}`;
    case 'TRC20':
      return `T${characters(seed, BASE58_ALPHABET, 33)}`;
    case 'TON':
      return `UQ${characters(seed, BASE64URL_ALPHABET, 46)}`;
    default:
      throw new Error(`the sandbox has no addresses on network ${network}`);
  }
}

/**
 * The payment URI a wallet opens from the QR code: BIP 21 for Bitcoin, EIP-681 for Ethereum and
 * its tokens, ton://transfer for TON and its jettons, and TRON's tron: form.
 */
export function paymentUri(
  network: string,
  currency: string,
  address: string,
  amount: bigint,
  subunitToUnit: number,
): string {
  const decimal = toDecimalUnits(amount, subunitToUnit);
  if (network === 'BTC') return `bitcoin:${address}?amount=${decimal}`;
  if (network === 'ETH') return `ethereum:${address}?value=${amount * WEI_PER_ETH_MINOR_UNIT}`;
  if (network === 'ERC20') return `ethereum:${USDT_ERC20_CONTRACT}/transfer?address=${address}&uint256=${amount}`;
  if (network === 'BEP20')
    return `ethereum:${USDT_BEP20_CONTRACT}@${BSC_CHAIN_ID}/transfer?address=${address}&uint256=${amount * BEP20_UNITS_PER_USDT_MINOR_UNIT}`;
  if (network === 'TRC20') return `tron:${address}?contract=${USDT_TRC20_CONTRACT}&amount=${decimal}`;
  if (network === 'TON' && currency === 'TON') return `ton://transfer/${address}?amount=${amount}`;
  if (network === 'TON') return `ton://transfer/${address}?jetton=${USDT_TON_JETTON_MASTER}&amount=${amount}`;
  throw new Error(`the sandbox has no payment URI for network ${network}`);
}

/** The QR code of `text` as an SVG data URL, ready for an <img src>. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
