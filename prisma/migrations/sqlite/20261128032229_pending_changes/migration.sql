-- AlterTable
ALTER TABLE "Page" ADD COLUMN "changesPublishAt" DATETIME;
ALTER TABLE "Page" ADD COLUMN "pendingChanges" TEXT;
ALTER TABLE "Page" ADD COLUMN "pendingSavedAt" DATETIME;
ALTER TABLE "Page" ADD COLUMN "unpublishAt" DATETIME;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN "changesPublishAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "pendingChanges" TEXT;
ALTER TABLE "Post" ADD COLUMN "pendingSavedAt" DATETIME;
ALTER TABLE "Post" ADD COLUMN "unpublishAt" DATETIME;

-- CreateIndex
CREATE INDEX "Page_changesPublishAt_idx" ON "Page"("changesPublishAt");

-- CreateIndex
CREATE INDEX "Page_unpublishAt_idx" ON "Page"("unpublishAt");

-- CreateIndex
CREATE INDEX "Post_changesPublishAt_idx" ON "Post"("changesPublishAt");

-- CreateIndex
CREATE INDEX "Post_unpublishAt_idx" ON "Post"("unpublishAt");
