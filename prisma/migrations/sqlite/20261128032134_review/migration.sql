-- Review (docs/publishing.md#review): columns added, never a table rebuilt, so the rows and the
-- columns other migrations add to Post and Page stay as they are. The role CONTRIBUTOR needs no
-- change here: SQLite keeps an enum as text.
ALTER TABLE "Post" ADD COLUMN "reviewState" TEXT;
ALTER TABLE "Post" ADD COLUMN "reviewSubmitterId" INTEGER;
ALTER TABLE "Post" ADD COLUMN "reviewSubmittedAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "reviewerId" INTEGER;
ALTER TABLE "Post" ADD COLUMN "reviewedAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "reviewComment" TEXT NOT NULL DEFAULT '';

ALTER TABLE "Page" ADD COLUMN "reviewState" TEXT;
ALTER TABLE "Page" ADD COLUMN "reviewSubmitterId" INTEGER;
ALTER TABLE "Page" ADD COLUMN "reviewSubmittedAt" DATETIME;
ALTER TABLE "Page" ADD COLUMN "reviewerId" INTEGER;
ALTER TABLE "Page" ADD COLUMN "reviewedAt" DATETIME;
ALTER TABLE "Page" ADD COLUMN "reviewComment" TEXT NOT NULL DEFAULT '';
