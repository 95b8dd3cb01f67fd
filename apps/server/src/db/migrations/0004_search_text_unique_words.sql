-- The search text keeps each word once, in the order it first appears (searchFields, decision 008): a
-- product matches a query word when one of its words contains it, so a repeated word changes no match
-- and only costs bytes to read and compare on every matching row. The same rule for the existing rows;
-- their set of words does not change, so the trigger that adds new words to search_words has nothing to
-- do and is left out of this rewrite.
ALTER TABLE "products" DISABLE TRIGGER "products_search_words_update";--> statement-breakpoint
UPDATE "products" SET "search_text" = "unique_words"."text"
FROM (
  SELECT "id", array_to_string(array(
    SELECT "u"."w" FROM unnest(string_to_array("search_text", ' ')) WITH ORDINALITY AS "u"("w", "i")
    GROUP BY "u"."w" ORDER BY min("u"."i")
  ), ' ') AS "text"
  FROM "products"
) AS "unique_words"
WHERE "products"."id" = "unique_words"."id" AND "products"."search_text" <> "unique_words"."text";--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_search_words_update";--> statement-breakpoint
ANALYZE "products";
