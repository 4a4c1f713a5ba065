-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "changesPublishAt" TIMESTAMP(3),
ADD COLUMN     "pendingChanges" TEXT,
ADD COLUMN     "pendingSavedAt" TIMESTAMP(3),
ADD COLUMN     "unpublishAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "changesPublishAt" TIMESTAMP(3),
ADD COLUMN     "pendingChanges" TEXT,
ADD COLUMN     "pendingSavedAt" TIMESTAMP(3),
ADD COLUMN     "unpublishAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Post_changesPublishAt_idx" ON "Post"("changesPublishAt");

-- CreateIndex
CREATE INDEX "Post_unpublishAt_idx" ON "Post"("unpublishAt");

-- CreateIndex
CREATE INDEX "Page_changesPublishAt_idx" ON "Page"("changesPublishAt");

-- CreateIndex
CREATE INDEX "Page_unpublishAt_idx" ON "Page"("unpublishAt");
