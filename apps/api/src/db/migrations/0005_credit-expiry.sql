CREATE TABLE "credit_expiry_warnings" (
	"grant_entry_id" uuid PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_expiry_warnings" ADD CONSTRAINT "credit_expiry_warnings_grant_entry_id_credit_ledger_entries_id_fk" FOREIGN KEY ("grant_entry_id") REFERENCES "public"."credit_ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_grant_expiry_idx" ON "credit_ledger_entries" USING btree ("expires_at") WHERE "credit_ledger_entries"."amount_pence" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_expiry_per_grant" ON "credit_ledger_entries" USING btree ("reference_id") WHERE "credit_ledger_entries"."type" = 'expired';