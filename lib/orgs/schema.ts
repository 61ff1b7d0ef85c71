import { z } from 'zod';
import { isValidRule, parseRule } from '@/lib/net/cidr';
import { text } from '@/lib/http/text';

/** Spec §3 `restrictedIP.allowedRules`: an allow-list this long is already hard to review. */
export const MAX_IP_RULES = 200;
// The longest sensible rule is a full IPv6 address with a zone id and a prefix; this only stops junk.
const MAX_RULE_LENGTH = 100;

/** One allow-list entry: an IPv4/IPv6 address or CIDR range ("203.0.113.7", "10.0.0.0/8", "2001:db8::/32"). */
export const ipRuleSchema = text()
  .trim()
  .max(MAX_RULE_LENGTH, { error: 'adminIp.invalidRule', abort: true })
  .refine(isValidRule, 'adminIp.invalidRule');

/**
 * The same range written twice ("10.0.0.1" and "10.0.0.1/32", or IPv6 in another case or
 * compression) counts once; the first spelling the admin typed is kept.
 */
export function uniqueRules(rules: string[]): string[] {
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const parsed = parseRule(rule);
    const key = parsed ? `${parsed[0].toString()}/${parsed[1]}` : rule;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const allowedRulesSchema = z.array(ipRuleSchema).max(MAX_IP_RULES, 'adminIp.tooManyRules').transform(uniqueRules);

/**
 * PUT /api/v1/organization-settings/my/customized-permissions/restricted-ip. Issues on a rule
 * carry its index (`allowedRules.3`), so forms can point at the line. `confirmSelfLockout` is
 * sent only after the admin saw and accepted the warning that the new list blocks their address.
 */
export const restrictedIpSchema = z.object({
  enableRestrictedIP: z.boolean(),
  allowedRules: allowedRulesSchema,
  confirmSelfLockout: z.boolean().default(false),
});
export type RestrictedIpInput = z.infer<typeof restrictedIpSchema>;

/** GET and PUT reply: the setting, plus the address the server sees for the caller. */
export type RestrictedIpDto = { enableRestrictedIP: boolean; allowedRules: string[]; clientIP: string };
