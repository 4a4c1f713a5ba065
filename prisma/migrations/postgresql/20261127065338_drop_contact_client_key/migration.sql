-- AlterTable
ALTER TABLE "ContactMessage" DROP COLUMN "clientKey";
