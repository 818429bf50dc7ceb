import { useQuery } from '@tanstack/react-query';
import { SettingsNav, usageQuery } from '../settings';
import { Card, PageHeader, QueryState } from '../ui';

function Meter({ label, used, limit, unit, testId }: { label: string; used: number; limit: number; unit: string; testId: string }) {
  const left = Math.max(0, limit - used);
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Card title={label}>
      <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {used.toLocaleString()} <span className="text-base font-normal text-slate-700">of {limit.toLocaleString()}</span>
      </p>
      <progress className="mt-2 h-2 w-full accent-indigo-700" max={limit || 1} value={Math.min(used, limit || 1)} aria-label={label} />
      <p className={`mt-1 text-sm ${share >= 90 ? 'font-medium text-red-800' : 'text-slate-700'}`}>
        {left.toLocaleString()} {unit} left ({share.toFixed(0)} % used)
      </p>
    </Card>
  );
}

export function UsagePage() {
  const usage = useQuery(usageQuery);
  return (
    <div className="space-y-6">
      <PageHeader title="Usage" />
      <SettingsNav />
      <QueryState query={usage} />
      {usage.data ? (
        <>
          <p className="text-sm text-slate-700">
            The <strong>{usage.data.plan}</strong> plan, in {usage.data.month} (UTC). A campaign counts all its runs when it is launched;
            the count starts again on the first of each month.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Meter
              label="Campaign runs this month"
              used={usage.data.runsThisMonth}
              limit={usage.data.runQuota}
              unit="runs"
              testId="runs-used"
            />
            <Meter label="Brands" used={usage.data.brands} limit={usage.data.brandLimit} unit="brands" testId="brands-used" />
          </div>
        </>
      ) : null}
    </div>
  );
}
