-- Offers (issue 33): promo codes and automatic offers, priced by @nori/core/offers. The benefit, conditions
-- and limits are typed columns held to a shape core can price by CHECK constraints; `order_offers` keeps what
-- each offer took off an order when it was placed, and its rows of orders not cancelled are the offer's uses.
-- Orders gain their discount off the goods and off the delivery fee (0 for every order before).
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount" integer,
	"every" integer,
	"target_scope" text,
	"target_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gift_product_id" integer,
	"min_subtotal" integer,
	"fulfilment" text,
	"restaurant_ids" integer[],
	"customers" text,
	"window_weekdays" integer[],
	"window_from" integer,
	"window_to" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"uses_per_shopper" integer,
	"combinable" boolean DEFAULT true NOT NULL,
	"with_bonuses" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_benefit" CHECK (case "offers"."kind"
        when 'percent' then "offers"."percent" between 1 and 100 and "offers"."target_scope" is not null
        when 'amount' then "offers"."amount" > 0 and "offers"."target_scope" is not null
        when 'cheapest_free' then "offers"."every" >= 1 and "offers"."target_scope" is not null
        when 'free_delivery' then true
        when 'gift' then "offers"."gift_product_id" is not null
        else false end),
	CONSTRAINT "offers_target_scope" CHECK ("offers"."target_scope" is null or "offers"."target_scope" in ('order', 'categories', 'products')),
	CONSTRAINT "offers_fulfilment" CHECK ("offers"."fulfilment" is null or "offers"."fulfilment" in ('delivery', 'pickup')),
	CONSTRAINT "offers_customers" CHECK ("offers"."customers" is null or "offers"."customers" in ('new', 'returning')),
	CONSTRAINT "offers_window" CHECK (("offers"."window_weekdays" is null and "offers"."window_from" is null and "offers"."window_to" is null) or
        ("offers"."window_weekdays" is not null and "offers"."window_from" between 0 and 1439 and "offers"."window_to" between 0 and 1439)),
	CONSTRAINT "offers_dates" CHECK ("offers"."starts_at" is null or "offers"."ends_at" is null or "offers"."starts_at" < "offers"."ends_at"),
	CONSTRAINT "offers_limits" CHECK (coalesce("offers"."total_uses", 1) >= 1 and coalesce("offers"."uses_per_shopper", 1) >= 1 and coalesce("offers"."min_subtotal", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"order_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text,
	"title" jsonb NOT NULL,
	"discount" integer NOT NULL,
	"delivery_discount" integer NOT NULL,
	"gift_product_id" integer,
	CONSTRAINT "order_offers_order_id_offer_id_pk" PRIMARY KEY("order_id","offer_id"),
	CONSTRAINT "order_offers_amounts" CHECK ("order_offers"."discount" >= 0 and "order_offers"."delivery_discount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_unique" ON "offers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_offers_offer_idx" ON "order_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "orders_contact_phone_idx" ON "orders" USING btree ("contact_phone");