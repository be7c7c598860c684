-- The document PDF is now printed as one record (issue 31 item 6): template pages flow on instead of each starting
-- a sheet, every sheet carries the agency, the client and 'Page X of Y', SSNs are masked to their last four digits,
-- goals print under their problem and goal, and signatures not given say whose. document_pdfs is only a cache of
-- renderings, keyed by document version: finished PDFs made by the old rendering are forgotten, so the next read
-- renders them anew. Renderings under way (pdf is null) are left to their claims.
DELETE FROM "document_pdfs" WHERE "pdf" IS NOT NULL;
