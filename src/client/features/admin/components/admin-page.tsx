import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Spinner } from "@client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { errorMessage } from "@client/lib/api-client";
import { ReloadFailed } from "@client/components/reload-failed";
import { useCurrentUser } from "@client/api/auth";
import { useAdminCharacters } from "@client/api/characters";
import { usePrompts } from "@client/api/admin";
import { CharactersTab } from "./characters-tab";
import { PromptsTab } from "./prompts-tab";
import { TopicsTab } from "./topics-tab";
import { AuditTab } from "./audit-tab";
import { UsersTab } from "./users-tab";
import { paths } from "@client/lib/paths";

function PageShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
      {children}
    </div>
  );
}

function StateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">{children}</CardContent>
    </Card>
  );
}

function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex min-h-[30vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner aria-label={label} size="lg" />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/**
 * The admin screen (docs/product/screens.md#admin-panel, docs/product/rules.md#roles). States come before content, in
 * order: auth loading, signed out, not an admin (admin data is never requested then), admin data loading, admin data
 * failed; then the three tabs.
 */
export function AdminPage() {
  const me = useCurrentUser();
  const isAdmin = me.data?.isAdmin === true;
  const prompts = usePrompts(isAdmin);
  const characters = useAdminCharacters(isAdmin);

  if (me.isPending) {
    return (
      <PageShell>
        <LoadingState label="Loading..." />
      </PageShell>
    );
  }
  if (!me.data) {
    return (
      <PageShell>
        <StateCard title="Authentication Required">
          <p className="text-muted-foreground">Please log in to access the Admin Panel</p>
          <Button asChild>
            <Link to={paths.login}>Go to Login</Link>
          </Button>
        </StateCard>
      </PageShell>
    );
  }
  if (!isAdmin) {
    return (
      <PageShell>
        <StateCard title="Admin Access Required">
          <p className="text-muted-foreground">You do not have permission to access this page.</p>
        </StateCard>
      </PageShell>
    );
  }
  if (prompts.isPending || characters.isPending) {
    return (
      <PageShell>
        <LoadingState label="Loading admin panel..." />
      </PageShell>
    );
  }
  if (!prompts.data || !characters.data) {
    return (
      <PageShell>
        <StateCard title="Authentication Error">
          <CardDescription>Unable to load admin data. Please try refreshing the page.</CardDescription>
          <p role="alert" className="w-full rounded-md bg-muted p-3 text-left font-mono text-sm break-words">
            {errorMessage(prompts.error ?? characters.error, "Unknown error")}
          </p>
          <Button type="button" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </StateCard>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <Tabs defaultValue="prompts" className="gap-4">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="prompts">AI Prompts</TabsTrigger>
          <TabsTrigger value="characters">Characters</TabsTrigger>
          <TabsTrigger value="topics">Topics</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="audit">Audit</TabsTrigger>
        </TabsList>
        <TabsContent value="prompts">
          <PromptsTab prompts={prompts.data} />
          {prompts.isError ? <ReloadFailed error={prompts.error} onRetry={() => void prompts.refetch()} /> : null}
        </TabsContent>
        <TabsContent value="characters">
          <CharactersTab characters={characters.data} />
          {characters.isError ? (
            <ReloadFailed error={characters.error} onRetry={() => void characters.refetch()} />
          ) : null}
        </TabsContent>
        <TabsContent value="topics">
          <TopicsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </PageShell>
  );
}
