import { Link, useLocation } from "react-router";
import { Home, SearchX } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { paths } from "@client/lib/paths";

/** Any path the router does not know (docs/product/screens.md#not-found): 'Page Not Found' with a hint for developers. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 text-center">
          <SearchX className="mx-auto h-10 w-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">Page Not Found</h1>
          <p className="text-sm text-muted-foreground">
            Nothing lives at <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">{pathname}</code>.
          </p>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild>
            <Link to={paths.home}>
              <Home className="h-4 w-4" aria-hidden="true" />
              Go to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
