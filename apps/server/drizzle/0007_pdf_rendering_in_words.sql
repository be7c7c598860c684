-- The document PDF now prints each page in words as its screen shows it (names for ids, Yes/No, ordered
-- addresses, MM/dd/yyyy dates, goals and impact answers). document_pdfs is only a cache of renderings, keyed by
-- document version: finished PDFs made by the old rendering are forgotten, so the next read renders them anew.
-- Renderings under way (pdf is null) are left to their claims.
DELETE FROM "document_pdfs" WHERE "pdf" IS NOT NULL;
