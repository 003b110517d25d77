import type {
  ConditionParams,
  DateComparisonParams,
  DigitsParams,
  MaxAgeParams,
  MaxParams,
  MinAgeParams,
  MinParams,
  OtherFieldParams,
  PatternParams,
  RangeParams,
  RuleDefinition,
} from './rule-types';
import * as comparison from './comparison-rules';
import { cpf } from './cpf';
import * as dates from './date-rules';
import * as formats from './format-rules';
import { phone } from './phone';
import * as presence from './presence-rules';
import * as product from './product-rules';
import * as sizes from './size-rules';

/** The parameters each rule takes (`undefined`: none). */
export interface RuleParamMap {
  required: undefined;
  requiredIf: ConditionParams;
  requiredUnless: ConditionParams;
  accepted: undefined;
  declined: undefined;
  email: undefined;
  url: undefined;
  phone: undefined;
  integer: undefined;
  numeric: undefined;
  decimal: undefined;
  alpha: undefined;
  alphaNum: undefined;
  alphaDash: undefined;
  minLength: MinParams;
  maxLength: MaxParams;
  betweenLength: RangeParams;
  minValue: MinParams;
  maxValue: MaxParams;
  betweenValue: RangeParams;
  regex: PatternParams;
  notRegex: PatternParams;
  sameAs: OtherFieldParams;
  confirmed: Partial<OtherFieldParams> | undefined;
  different: OtherFieldParams;
  date: undefined;
  before: DateComparisonParams;
  after: DateComparisonParams;
  dateEquals: DateComparisonParams;
  minAge: MinAgeParams;
  maxAge: MaxAgeParams;
  digits: DigitsParams;
  digitsBetween: RangeParams;
  ip: undefined;
  mac: undefined;
  boolean: undefined;
  array: undefined;
  string: undefined;
  uppercase: undefined;
  lowercase: undefined;
  countryCode: undefined;
  languageCode: undefined;
  cpf: undefined;
  yesLike: undefined;
  noLike: undefined;
  twoWords: MinParams;
  nickname: undefined;
}

export type RuleName = keyof RuleParamMap;

type SpecOf<Name extends RuleName> = undefined extends RuleParamMap[Name]
  ? { readonly rule: Name; readonly params?: RuleParamMap[Name] }
  : { readonly rule: Name; readonly params: RuleParamMap[Name] };

/** One rule applied to a field, as plain data: `{ rule: 'minLength', params: { min: 8 } }`. */
export type RuleSpec = { [Name in RuleName]: SpecOf<Name> }[RuleName];

type RuleTable = { readonly [Name in RuleName]: RuleDefinition<RuleParamMap[Name]> };

/** Every rule with its check and the message key it reports; a rule's message key is its name
 * except where the spec's generic text fits (requiredIf and requiredUnless say 'Value is required'). */
export const RULES: RuleTable = {
  required: { test: presence.required, message: 'required' },
  requiredIf: { test: presence.requiredIf, message: 'requiredIf' },
  requiredUnless: { test: presence.requiredUnless, message: 'requiredUnless' },
  accepted: { test: presence.accepted, message: 'accepted' },
  declined: { test: presence.declined, message: 'declined' },
  email: { test: formats.email, message: 'email' },
  url: { test: formats.url, message: 'url' },
  phone: { test: phone, message: 'phone' },
  integer: { test: formats.integer, message: 'integer' },
  numeric: { test: formats.numeric, message: 'numeric' },
  decimal: { test: formats.decimal, message: 'decimal' },
  alpha: { test: formats.alpha, message: 'alpha' },
  alphaNum: { test: formats.alphaNum, message: 'alphaNum' },
  alphaDash: { test: formats.alphaDash, message: 'alphaDash' },
  minLength: { test: sizes.minLength, message: 'minLength' },
  maxLength: { test: sizes.maxLength, message: 'maxLength' },
  betweenLength: { test: sizes.betweenLength, message: 'betweenLength' },
  minValue: { test: sizes.minValue, message: 'minValue' },
  maxValue: { test: sizes.maxValue, message: 'maxValue' },
  betweenValue: { test: sizes.betweenValue, message: 'betweenValue' },
  regex: { test: formats.regex, message: 'regex' },
  notRegex: { test: formats.notRegex, message: 'notRegex' },
  sameAs: { test: comparison.sameAs, message: 'sameAs' },
  confirmed: { test: comparison.confirmed, message: 'confirmed' },
  different: { test: comparison.different, message: 'different' },
  date: { test: dates.date, message: 'date' },
  before: { test: dates.before, message: 'before' },
  after: { test: dates.after, message: 'after' },
  dateEquals: { test: dates.dateEquals, message: 'dateEquals' },
  minAge: { test: dates.minAge, message: 'minAge' },
  maxAge: { test: dates.maxAge, message: 'maxAge' },
  digits: { test: formats.digits, message: 'digits' },
  digitsBetween: { test: formats.digitsBetween, message: 'digitsBetween' },
  ip: { test: formats.ip, message: 'ip' },
  mac: { test: formats.mac, message: 'mac' },
  boolean: { test: comparison.boolean, message: 'boolean' },
  array: { test: comparison.array, message: 'array' },
  string: { test: comparison.string, message: 'string' },
  uppercase: { test: formats.uppercase, message: 'uppercase' },
  lowercase: { test: formats.lowercase, message: 'lowercase' },
  countryCode: { test: product.countryCode, message: 'countryCode' },
  languageCode: { test: product.languageCode, message: 'languageCode' },
  cpf: { test: cpf, message: 'cpf' },
  yesLike: { test: product.yesLike, message: 'yesLike' },
  noLike: { test: product.noLike, message: 'noLike' },
  twoWords: { test: product.twoWords, message: 'twoWords' },
  nickname: { test: product.nickname, message: 'nickname' },
};
