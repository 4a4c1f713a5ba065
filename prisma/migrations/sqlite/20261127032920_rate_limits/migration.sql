-- DropIndex
DROP INDEX "ContactMessage_clientKey_createdAt_idx";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "LoginAttempt";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "RateLimitCount" (
    "key" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "expiresAt" DATETIME NOT NULL,

    PRIMARY KEY ("key", "at")
);

-- CreateIndex
CREATE INDEX "RateLimitCount_expiresAt_idx" ON "RateLimitCount"("expiresAt");
