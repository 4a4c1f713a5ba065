-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "authenticatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- A session from before counts as authenticated when it signed in.
UPDATE "Session" SET "authenticatedAt" = "createdAt";
