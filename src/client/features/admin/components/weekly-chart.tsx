import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useWeeklyStats, type WeeklyCount } from "@client/api/admin";

// weekStart is a UTC calendar date (YYYY-MM-DD): format it in UTC so it never shifts a day.
const weekFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const formatWeek = (weekStart: string) => {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekFormat.format(date);
};

/** A text summary of the chart for screen readers. */
export function summarizeWeeks(weeks: WeeklyCount[]): string {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  return `${total} ${total === 1 ? "script" : "scripts"} created in the last ${weeks.length} weeks.`;
}

/**
 * "Scripts created per week" for the last 12 weeks. The chart is decorative to assistive tech; the same
 * numbers are in a visually hidden table.
 */
export function WeeklyChart() {
  const stats = useWeeklyStats();
  return (
    <figure className="flex flex-col gap-2 rounded-lg border p-4" aria-labelledby="weekly-chart-title">
      <figcaption id="weekly-chart-title" className="text-sm font-semibold">
        Scripts created per week
      </figcaption>
      {stats.isPending ? (
        <p className="text-sm text-muted-foreground">Loading chart...</p>
      ) : stats.isError ? (
        <p className="text-sm text-destructive">Unable to load weekly statistics.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{summarizeWeeks(stats.data)}</p>
          <div aria-hidden="true" className="h-48 w-full">
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 192 }}>
              <BarChart
                data={stats.data.map((w) => ({ week: formatWeek(w.weekStart), count: w.count }))}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="week" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar dataKey="count" name="Scripts" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>Scripts created per week</caption>
            <thead>
              <tr>
                <th scope="col">Week starting</th>
                <th scope="col">Scripts</th>
              </tr>
            </thead>
            <tbody>
              {stats.data.map((w) => (
                <tr key={w.weekStart}>
                  <td>{formatWeek(w.weekStart)}</td>
                  <td>{w.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
