-- AlterTable
ALTER TABLE "User" ADD COLUMN     "signInNotices" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "KnownSignIn" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "keyHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnownSignIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KnownSignIn_userId_keyHash_key" ON "KnownSignIn"("userId", "keyHash");

-- AddForeignKey
ALTER TABLE "KnownSignIn" ADD CONSTRAINT "KnownSignIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
