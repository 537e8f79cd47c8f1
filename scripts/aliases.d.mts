export declare const aliases: Record<"@shared" | "@server" | "@client" | "@data", string>;
