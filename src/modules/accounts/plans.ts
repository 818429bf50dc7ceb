export const PLANS = ['starter', 'pro', 'pro_plus', 'agency'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  brands: number;
  apiKeys: number;
  avatarsPerBrand: number;
  campaignRunsPerMonth: number;
}

export const LIMIT_NAMES = ['brands', 'apiKeys', 'avatarsPerBrand', 'campaignRunsPerMonth'] as const;

/** Plan limits are data: change a number here, not a branch somewhere else. */
export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = {
  starter: { brands: 1, apiKeys: 1, avatarsPerBrand: 1, campaignRunsPerMonth: 500 },
  pro: { brands: 3, apiKeys: 2, avatarsPerBrand: 5, campaignRunsPerMonth: 2_000 },
  pro_plus: { brands: 10, apiKeys: 5, avatarsPerBrand: 5, campaignRunsPerMonth: 5_000 },
  agency: { brands: 50, apiKeys: 20, avatarsPerBrand: 5, campaignRunsPerMonth: 10_000 },
};

export const API_PLAN: Plan = 'agency';
export const TRIAL_DAYS = 14;

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function effectiveLimits(plan: Plan, overrides: Partial<PlanLimits>): PlanLimits {
  return { ...PLAN_LIMITS[plan], ...overrides };
}

/** Validates a `--limits` override object: only known limit names, each a non-negative integer. */
export function parseLimitOverrides(raw: unknown): Partial<PlanLimits> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new Error('limits must be a JSON object');
  }
  const overrides: Partial<PlanLimits> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(LIMIT_NAMES as readonly string[]).includes(name)) {
      throw new Error(`unknown limit "${name}"; known: ${LIMIT_NAMES.join(', ')}`);
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`limit "${name}" must be a non-negative integer`);
    }
    overrides[name as keyof PlanLimits] = value;
  }
  return overrides;
}
