import { SIGNATURE_MAX_LENGTH, type ComplexityRule, type Message } from '@carevisit/core';

/**
 * spec 1 §5 electronic signature creation, as rules shown to the user: the security rule's minimum length,
 * numbers and symbols, at most 20 characters, case sensitive, not containing the username.
 */
export function signatureRules(rule: ComplexityRule, username: string): Message[] {
  const rules: Message[] = [
    rule.minLength > 1
      ? { key: 'setupScreen.ruleMinLength', params: { count: rule.minLength, max: SIGNATURE_MAX_LENGTH } }
      : { key: 'setupScreen.ruleMaxLength', params: { max: SIGNATURE_MAX_LENGTH } },
  ];
  if (rule.minNumbers > 0)
    rules.push({ key: 'setupScreen.ruleMinNumbers', params: { count: rule.minNumbers } });
  if (rule.minSymbols > 0)
    rules.push({ key: 'setupScreen.ruleMinSymbols', params: { count: rule.minSymbols } });
  rules.push({ key: 'setupScreen.ruleCaseSensitive' });
  if (username.trim() !== '') {
    rules.push({ key: 'setupScreen.ruleNoUsername', params: { username: username.trim() } });
  }
  return rules;
}
