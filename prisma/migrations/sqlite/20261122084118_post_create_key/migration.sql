-- AlterTable
ALTER TABLE "Post" ADD COLUMN "createKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Post_createKey_key" ON "Post"("createKey");
