-- CreateTable
CREATE TABLE "TagNameAlias" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "tagId" INTEGER NOT NULL,
    CONSTRAINT "TagNameAlias_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TagNameAlias_tagId_idx" ON "TagNameAlias"("tagId");
