import { serverMessageOf } from '@bagel/api-client';
import { BAGELS_PER_USD } from '@bagel/contract';
import { DEPLOYMENT_ERRORS, DEPLOYMENT_VALIDATION_PREFIX } from '@bagel/deployments-contract';
import { twoDecimals, type Currency } from '@bagel/util';

// Pydantic-style wrapping around a validator's own words: 'Value error, …' before, '[type=value_error, …]' after.
const VALUE_ERROR_PREFIX = /^\s*(?:value error,\s*)+/i;
const VALUE_ERROR_SUFFIX = /\s*\[type=value_error[^\]]*\]\s*$/i;

/** The validator's own words: wrapping and spec §8's 'Deployment validation failed: ' prefix taken off. */
export function unwrapDeployMessage(message: string): string {
  let unwrapped = message.replace(VALUE_ERROR_SUFFIX, '').replace(VALUE_ERROR_PREFIX, '');
  while (unwrapped.startsWith(DEPLOYMENT_VALIDATION_PREFIX)) {
    unwrapped = unwrapped.slice(DEPLOYMENT_VALIDATION_PREFIX.length).replace(VALUE_ERROR_PREFIX, '');
  }
  return unwrapped.trim();
}

/** '29.75 tokens', '1,200 tokens', '19.75 more tokens', '1 token'. */
const TOKEN_AMOUNT = /(\d[\d,]*(?:\.\d+)?)(\s+)(more\s+)?tokens?\b/gi;

const wholeBagels = (bagels: number) => bagels.toLocaleString('en-US', { maximumFractionDigits: 0 });
// Float noise (0.1 + 0.2) must not push an exact amount up a unit.
const roundUp = (value: number) => Math.ceil(value - 1e-9);

/**
 * Spec §8: the server counts in tokens (Bagels); the user reads whole BGL, or $x.xx USD at 25 BGL to 1 USD. An amount
 * still missing ('19.75 more tokens') is rounded up, so nobody is told to add less than they need.
 */
export function convertTokenAmounts(message: string, currency: Currency): string {
  return message.replace(TOKEN_AMOUNT, (_match, amount: string, space: string, more: string | undefined) => {
    const bagels = Number(amount.replace(/,/g, ''));
    const moreWord = more ? 'more ' : '';
    if (currency === 'USD') {
      const cents = (bagels / BAGELS_PER_USD) * 100;
      const usd = (more ? roundUp(cents) : Math.round(cents)) / 100;
      return `$${twoDecimals(usd)}${space}${moreWord}USD`;
    }
    return `${wholeBagels(more ? roundUp(bagels) : Math.round(bagels))}${space}${moreWord}BGL`;
  });
}

/**
 * What the 'Deployment Failed' notice says (spec §8): the server's message (`error` or `detail` in any of §8's shapes,
 * read by the api client), unwrapped, with its token amounts in the user's currency; 'Failed to deploy model' when the
 * server said nothing usable.
 */
export function deployFailureMessage(failure: unknown, currency: Currency): string {
  const message = serverMessageOf(failure);
  const unwrapped = message === null ? '' : unwrapDeployMessage(message);
  return unwrapped === '' ? DEPLOYMENT_ERRORS.deploy : convertTokenAmounts(unwrapped, currency);
}
