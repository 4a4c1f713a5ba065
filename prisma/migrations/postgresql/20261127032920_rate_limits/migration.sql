-- DropIndex
DROP INDEX "ContactMessage_clientKey_createdAt_idx";

-- DropTable
DROP TABLE "LoginAttempt";

-- CreateTable
CREATE TABLE "RateLimitCount" (
    "key" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitCount_pkey" PRIMARY KEY ("key","at")
);

-- CreateIndex
CREATE INDEX "RateLimitCount_expiresAt_idx" ON "RateLimitCount"("expiresAt");
