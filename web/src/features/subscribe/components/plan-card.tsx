import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/class-names.ts";

export interface PlanCardProps {
  name: string;
  /** Dollars per interval. */
  price: number;
  interval: string;
  features: readonly string[];
  current: boolean;
  /** The plan's button; none for a plan that cannot be bought (Free). */
  action?: { label: string; disabled: boolean; onSelect: () => void };
}

function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

export function PlanCard({ name, price, interval, features, current, action }: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn("flex flex-col", current && "ring-2 ring-indigo-600")}
      data-current={current || undefined}
    >
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-lg leading-tight" id={headingId}>
            {name}
          </h2>
          {current && <Badge>Current Plan</Badge>}
        </div>
        <CardDescription>
          <span className="font-bold text-3xl text-slate-900">{formatPrice(price)}</span>
          <span className="text-slate-600">/{interval}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-slate-700 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      {action && (
        <CardFooter>
          <Button className="w-full" variant={current ? "outline" : "default"} disabled={action.disabled} onClick={action.onSelect}>
            {action.label}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
