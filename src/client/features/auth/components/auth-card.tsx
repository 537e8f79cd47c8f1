import type { ReactNode } from "react";
import { Sparkles } from "lucide-react";
import { PRODUCT_NAME } from "@shared/constants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The centred login-screen card: product name and tagline (the page's h1) above a titled card. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="flex min-h-[calc(100vh-8rem)] items-center justify-center px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <div className="text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
            <Sparkles className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{PRODUCT_NAME}</h1>
          <p className="mt-1 text-sm text-muted-foreground">Create engaging educational scripts with the help of AI</p>
        </div>
        <Card className="shadow-lg">
          <CardHeader className="space-y-1">
            <CardTitle className="text-xl" asChild>
              <h2>{title}</h2>
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
