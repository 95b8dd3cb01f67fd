CREATE TABLE "search_word_keys" (
	"key" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_keys_key_word_pk" PRIMARY KEY("key","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "keyed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_unkeyed" ON "search_words" USING btree ("word") WHERE not "search_words"."keyed";--> statement-breakpoint
-- The vocabulary now keeps words of 3+ letters (a 4-letter typo may be one letter longer than the word it
-- means: "gell" for "gel"). Same triggers as 0003, with the new length; the words already there stay.
CREATE OR REPLACE FUNCTION "search_words_from_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM new_products, unnest(string_to_array(new_products.search_text, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_from_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_text, ' ')) AS w
  WHERE length(w) >= 3
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", unnest(string_to_array("products"."search_text", ' ')) AS w
WHERE length(w) = 3
ORDER BY w
ON CONFLICT DO NOTHING;
