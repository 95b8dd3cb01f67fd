-- Each word of a search text that carries the Arabic article is followed by the word without it, as
-- searchFields now writes it («للصداع صداع»), so that the ranking can tell a word that begins with the query
-- from the same letters inside another word with two strpos and no regular expression per row. It adds no
-- match: the stem is inside the word before it. The article is ARTICLE of packages/shared/src/search.ts as it
-- stands at this migration; a stem keeps at least three letters. The trigger that adds new words to
-- search_words stays on: the stems are words of the catalogue's texts like any other.
UPDATE "products" SET "search_text" = "stemmed"."text"
FROM (
  SELECT "id", array_to_string(array(
    SELECT "f"."w" FROM (
      SELECT "u"."w", "u"."i" * 2 AS "i" FROM unnest(string_to_array("search_text", ' ')) WITH ORDINALITY AS "u"("w", "i")
      UNION ALL
      SELECT regexp_replace("u"."w", '^(و|ف)?(ال|لل|بال|كال)', ''), "u"."i" * 2 + 1
      FROM unnest(string_to_array("search_text", ' ')) WITH ORDINALITY AS "u"("w", "i")
      WHERE "u"."w" ~ '^(و|ف)?(ال|لل|بال|كال)' AND length(regexp_replace("u"."w", '^(و|ف)?(ال|لل|بال|كال)', '')) >= 3
    ) AS "f"
    GROUP BY "f"."w" ORDER BY min("f"."i")
  ), ' ') AS "text"
  FROM "products"
) AS "stemmed"
WHERE "products"."id" = "stemmed"."id" AND "products"."search_text" <> "stemmed"."text";--> statement-breakpoint
ANALYZE "products";
