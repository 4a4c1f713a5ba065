-- CreateEnum
CREATE TYPE "ReviewState" AS ENUM ('SUBMITTED', 'SENT_BACK');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'CONTRIBUTOR';

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "reviewComment" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewState" "ReviewState",
ADD COLUMN     "reviewSubmittedAt" TIMESTAMP(3),
ADD COLUMN     "reviewSubmitterId" INTEGER,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewerId" INTEGER;

-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "reviewComment" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewState" "ReviewState",
ADD COLUMN     "reviewSubmittedAt" TIMESTAMP(3),
ADD COLUMN     "reviewSubmitterId" INTEGER,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewerId" INTEGER;
