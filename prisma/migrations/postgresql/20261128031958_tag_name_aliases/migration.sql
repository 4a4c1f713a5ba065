-- CreateTable
CREATE TABLE "TagNameAlias" (
    "key" TEXT NOT NULL,
    "tagId" INTEGER NOT NULL,

    CONSTRAINT "TagNameAlias_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "TagNameAlias_tagId_idx" ON "TagNameAlias"("tagId");

-- AddForeignKey
ALTER TABLE "TagNameAlias" ADD CONSTRAINT "TagNameAlias_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;
