CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"brand_name_ar" text NOT NULL,
	"base_language" text DEFAULT 'EN' NOT NULL,
	"catalogue_type" text NOT NULL,
	"delivery_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"temporary_domain_name" text NOT NULL,
	"custom_domain" text,
	"setting" jsonb NOT NULL,
	"active_integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile_number" text NOT NULL,
	"whatsapp_contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_temporary_domain_name_unique" UNIQUE("temporary_domain_name"),
	CONSTRAINT "brands_custom_domain_unique" UNIQUE("custom_domain")
);
