-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PageTranslation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "pageId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "socialImage" TEXT,
    "textHash" TEXT,
    "textChangedAt" DATETIME,
    "sourceText" TEXT,
    "outOfDate" BOOLEAN NOT NULL DEFAULT false,
    "caughtUpAt" DATETIME,
    CONSTRAINT "PageTranslation_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PageTranslation" ("description", "id", "locale", "pageId", "socialImage", "title") SELECT "description", "id", "locale", "pageId", "socialImage", "title" FROM "PageTranslation";
DROP TABLE "PageTranslation";
ALTER TABLE "new_PageTranslation" RENAME TO "PageTranslation";
CREATE UNIQUE INDEX "PageTranslation_pageId_locale_key" ON "PageTranslation"("pageId", "locale");
CREATE TABLE "new_PostTranslation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "postId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "seoTitle" TEXT NOT NULL DEFAULT '',
    "seoDescription" TEXT NOT NULL DEFAULT '',
    "readTimeMinutes" INTEGER NOT NULL DEFAULT 1,
    "textHash" TEXT,
    "textChangedAt" DATETIME,
    "sourceText" TEXT,
    "outOfDate" BOOLEAN NOT NULL DEFAULT false,
    "caughtUpAt" DATETIME,
    CONSTRAINT "PostTranslation_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PostTranslation" ("body", "excerpt", "id", "locale", "postId", "readTimeMinutes", "seoDescription", "seoTitle", "title") SELECT "body", "excerpt", "id", "locale", "postId", "readTimeMinutes", "seoDescription", "seoTitle", "title" FROM "PostTranslation";
DROP TABLE "PostTranslation";
ALTER TABLE "new_PostTranslation" RENAME TO "PostTranslation";
CREATE UNIQUE INDEX "PostTranslation_postId_locale_key" ON "PostTranslation"("postId", "locale");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
